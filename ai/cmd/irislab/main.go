// Command irislab measures the Iris levels (tessera/ai/iris) by self-play
// and prints the seed report's "Levels of Play" table.
//
//	go run ./ai/cmd/irislab ladder [-games 40] [-size 7] [-top 1.5s | -top-playouts N] [-from 0] [-parallel 1] [-seed 1]
//	go run ./ai/cmd/irislab baseline [-games 40] [-size 7] [-time 100ms] [-parallel 1] [-seed 1]
//	go run ./ai/cmd/irislab tune [-games 40] [-size 7] [-playouts 3000] [-c 0.3,0.7,1.0] [-parallel 1] [-seed 1]
//
// ladder plays each level against the one below it, seats swapped every
// game; -top sets the strongest level's time a stone (its own budget by
// default: a shorter one measures a weaker player, so a win rate at -top
// is a lower bound of the level's), or -top-playouts sets its playouts
// instead (on a loaded machine a time budget buys few playouts; the
// browser's shared search makes far more, see the benchmarks); -from skips
// the weaker pairings. baseline plays the default level, its
// playout budget replaced by -time a stone, against plain UCT
// (mcts.Baseline) with the same time. tune plays the levels' configuration
// at -playouts against the same with each other exploration constant.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"tessera/ai/iris"
	"tessera/ai/mcts"
	"tessera/rules"
	board "tessera/rules/iris"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	games := fs.Int("games", 40, "games per pairing (half with each seating)")
	size := fs.Int("size", board.DefaultSize, "side of the board")
	parallel := fs.Int("parallel", 1, "games played at once")
	seed := fs.Uint64("seed", 1, "seed of every search")
	var pairs []pairing
	switch os.Args[1] {
	case "ladder":
		top := fs.Duration("top", iris.TopBudget, "the strongest level's time a stone")
		topPlayouts := fs.Int("top-playouts", 0, "if above 0, the strongest level's playouts a stone instead of a time")
		from := fs.Int("from", 0, "skip the pairings below this one (0: the two weakest levels)")
		fs.Parse(os.Args[2:])
		pairs = ladder(*top, *topPlayouts)
		pairs = pairs[min(max(*from, 0), len(pairs)):]
	case "baseline":
		budget := fs.Duration("time", 100*time.Millisecond, "time a stone, for both sides")
		fs.Parse(os.Args[2:])
		pairs = baseline(*budget)
	case "tune":
		playouts := fs.Int("playouts", 3000, "playouts a stone")
		cs := fs.String("c", "0.3,0.7,1.0", "comma-separated exploration constants played against iris.C")
		fs.Parse(os.Args[2:])
		var err error
		if pairs, err = tune(*playouts, *cs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	default:
		usage()
	}
	start := func() rules.Position { return board.New(board.Options{Size: *size}) }
	if err := report(os.Stdout, start, pairs, *games, *parallel, *seed); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: irislab ladder|baseline|tune [flags] (irislab CMD -h lists them)")
	os.Exit(2)
}

// pairing is a strong player against a weak one.
type pairing struct{ strong, weak mcts.Player }

// ladder pairs each level with the one below it, the top one thinking top
// a stone, or topPlayouts playouts if above 0.
func ladder(top time.Duration, topPlayouts int) []pairing {
	levels := iris.Levels()
	players := make([]mcts.Player, len(levels))
	for i, l := range levels {
		cfg := l.Config
		switch {
		case cfg.Time > 0 && topPlayouts > 0:
			cfg.Time, cfg.Playouts = 0, topPlayouts
		case cfg.Time > 0:
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
	for _, l := range iris.Levels() {
		if l.ID == iris.DefaultID {
			cfg = l.Config
		}
	}
	cfg.Playouts, cfg.Time = 0, t
	name := fmt.Sprintf("default level, %s (C=%.2g, solver, Iris playouts)", budget(cfg), cfg.C)
	return []pairing{{mcts.Player{Name: name, Config: cfg}, mcts.Player{Name: "plain UCT", Config: mcts.Baseline(0, t)}}}
}

// tune pairs the levels' configuration at playouts a stone with the same
// at each constant of the comma-separated list cs.
func tune(playouts int, cs string) ([]pairing, error) {
	base := mcts.Player{Name: fmt.Sprintf("C=%g, %d playouts", iris.C, playouts), Config: iris.Search(playouts, 0)}
	var out []pairing
	for _, word := range strings.Split(cs, ",") {
		c, err := strconv.ParseFloat(word, 64)
		if err != nil {
			return nil, fmt.Errorf("irislab: -c: %v", err)
		}
		cfg := iris.Search(playouts, 0)
		cfg.C = c
		out = append(out, pairing{base, mcts.Player{Name: fmt.Sprintf("C=%g", c), Config: cfg}})
	}
	return out, nil
}

// budget describes a configuration's budget.
func budget(cfg mcts.Config) string {
	if cfg.Time > 0 {
		return cfg.Time.String() + " a stone"
	}
	return strconv.Itoa(cfg.Playouts) + " playouts a stone"
}

// report plays every pairing and prints its row.
func report(w io.Writer, start func() rules.Position, pairs []pairing, games, parallel int, seed uint64) error {
	fmt.Fprintf(w, "Levels of Play (side %d, %d games a pairing, seats swapped every game)\n\n", start().(*board.State).Options().Size, games)
	fmt.Fprintf(w, "%-62s %-24s %6s %6s %6s %7s %13s %8s %7s %6s %7s\n",
		"AI (strong)", "against (weak)", "Wins", "Draws", "Losses", "#Games", "Strong Win%", "p1 Win%", "Plies", "Turns", "Time")
	for i, p := range pairs {
		began := time.Now()
		t, err := mcts.Arena{New: start, A: p.strong, B: p.weak, Games: games, Seed: seed + uint64(i), Parallel: parallel}.Run(context.Background())
		if err != nil {
			return err
		}
		win := 100 * (float64(t.Wins) + float64(t.Draws)/2) / float64(max(t.Games, 1))
		fmt.Fprintf(w, "%-62s %-24s %6d %6d %6d %7d %6.2f ±%4.1f %8.2f %7.2f %6.2f %6.0fs\n",
			p.strong.Name, p.weak.Name, t.Wins, t.Draws, t.Losses, t.Games, win, margin(win, t.Games),
			100*float64(t.FirstWins)/float64(max(t.Games, 1)), t.MeanPlies(), t.MeanTurns(), time.Since(began).Seconds())
	}
	return nil
}

// margin returns the half-width of the 95% normal interval of a win rate
// of pct percent over n games, in percent.
func margin(pct float64, n int) float64 {
	if n == 0 {
		return 100
	}
	p := pct / 100
	return 100 * 1.96 * math.Sqrt(p*(1-p)/float64(n))
}
