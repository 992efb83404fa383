// Command cartesolab measures Carteso's computer players (tessera/ai/carteso)
// by self-play: the fair komi of each board side, and the seed report's
// "Levels of Play" table.
//
//	go run ./ai/cmd/cartesolab komi [-games 16] [-sizes 7,9,11,13] [-playouts 1000] [-parallel 2] [-seed 1]
//	go run ./ai/cmd/cartesolab ladder [-games 10] [-size 7] [-top 250ms] [-parallel 2] [-seed 1]
//	go run ./ai/cmd/cartesolab baseline [-games 10] [-size 7] [-time 50ms] [-parallel 2] [-seed 1]
//
// komi plays each side with no komi and prints vertical's mean margin and
// the fair komi it gives (carteso.FairKomi's table). ladder plays each
// level against the one below it, seats swapped every game, at the komi
// carteso.FairKomi proposes; -top sets the strongest level's time a stone
// (a shorter one than its own measures a weaker player, so its win rate is
// a lower bound). baseline plays the default level, its playout budget
// replaced by -time a stone, against plain UCT (mcts.Baseline) with the
// same time.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"tessera/ai/carteso"
	"tessera/ai/mcts"
	"tessera/rules"
	board "tessera/rules/carteso"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	games := fs.Int("games", 10, "games per pairing or board side")
	size := fs.Int("size", 7, "side of the board")
	parallel := fs.Int("parallel", 2, "games played at once")
	seed := fs.Uint64("seed", 1, "seed of every search")
	var err error
	switch os.Args[1] {
	case "komi":
		sizes := fs.String("sizes", "7,9,11,13", "comma-separated board sides")
		playouts := fs.Int("playouts", 1000, "playouts a stone")
		fs.Parse(os.Args[2:])
		var list []int
		if list, err = ints(*sizes); err == nil {
			err = komi(os.Stdout, list, *games, *parallel, komiLevel(*playouts), *seed)
		}
	case "ladder":
		top := fs.Duration("top", 250*time.Millisecond, "the strongest level's time a stone")
		fs.Parse(os.Args[2:])
		err = report(os.Stdout, *size, ladder(*top), *games, *parallel, *seed)
	case "baseline":
		budget := fs.Duration("time", 50*time.Millisecond, "time a stone, for both sides")
		fs.Parse(os.Args[2:])
		err = report(os.Stdout, *size, baseline(*budget), *games, *parallel, *seed)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: cartesolab komi|ladder|baseline [flags] (cartesolab CMD -h lists them)")
	os.Exit(2)
}

// ints reads a comma-separated list of board sides.
func ints(list string) ([]int, error) {
	var out []int
	for _, word := range strings.Split(list, ",") {
		n, err := strconv.Atoi(word)
		if err != nil || n < board.MinSize || n > board.MaxSize {
			return nil, fmt.Errorf("cartesolab: -sizes: %q is no board side", word)
		}
		out = append(out, n)
	}
	return out, nil
}

// pairing is a strong player against a weak one.
type pairing struct{ strong, weak mcts.Player }

// ladder pairs each level with the one below it, the top one thinking top
// a stone.
func ladder(top time.Duration) []pairing {
	levels := carteso.Levels()
	players := make([]mcts.Player, len(levels))
	for i, l := range levels {
		cfg := l.Engine.Config
		if cfg.Time > 0 {
			cfg.Time = top
		}
		players[i] = mcts.Player{Name: fmt.Sprintf("%s (%s)", l.Name, budget(cfg)), Config: cfg}
	}
	var out []pairing
	for i := 1; i < len(players); i++ {
		out = append(out, pairing{players[i], players[i-1]})
	}
	return out
}

// baseline pairs the default level, thinking t a stone, with plain UCT.
func baseline(t time.Duration) []pairing {
	var cfg mcts.Config
	for _, l := range carteso.Levels() {
		if l.ID == carteso.DefaultID {
			cfg = l.Engine.Config
		}
	}
	cfg.Playouts, cfg.Time = 0, t
	name := fmt.Sprintf("default level, %s (C=%.2g, solver, Carteso playouts)", budget(cfg), cfg.C)
	return []pairing{{mcts.Player{Name: name, Config: cfg}, mcts.Player{Name: "plain UCT", Config: mcts.Baseline(0, t)}}}
}

// budget describes a configuration's budget.
func budget(cfg mcts.Config) string {
	if cfg.Time > 0 {
		return cfg.Time.String() + " a stone"
	}
	return strconv.Itoa(cfg.Playouts) + " playouts a stone"
}

// report plays every pairing on a board of side size at the fair komi and
// prints its row.
func report(w io.Writer, size int, pairs []pairing, games, parallel int, seed uint64) error {
	k := carteso.FairKomi(size)
	start := func() rules.Position {
		return board.New(board.Options{Size: size, Komi: board.Tenths(k * 10)})
	}
	fmt.Fprintf(w, "Levels of Play (side %d, komi %.1f, %d games a pairing, seats swapped every game)\n\n", size, k, games)
	fmt.Fprintf(w, "%-62s %-34s %6s %6s %6s %7s %13s %8s %7s %7s\n",
		"AI (strong)", "against (weak)", "Wins", "Draws", "Losses", "#Games", "Strong Win%", "p1 Win%", "Plies", "Time")
	for i, p := range pairs {
		began := time.Now()
		t, err := mcts.Arena{New: start, A: p.strong, B: p.weak, Games: games, Seed: seed + uint64(i), Parallel: parallel}.Run(context.Background())
		if err != nil {
			return err
		}
		win := 100 * (float64(t.Wins) + float64(t.Draws)/2) / float64(max(t.Games, 1))
		fmt.Fprintf(w, "%-62s %-34s %6d %6d %6d %7d %6.2f ±%4.1f %8.2f %7.2f %6.0fs\n",
			p.strong.Name, p.weak.Name, t.Wins, t.Draws, t.Losses, t.Games, win, margin(win, t.Games),
			100*float64(t.FirstWins)/float64(max(t.Games, 1)), t.MeanPlies(), time.Since(began).Seconds())
	}
	return nil
}
