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
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"tessera/ai/carteso"
	"tessera/ai/lab"
	"tessera/rules"
	board "tessera/rules/carteso"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	f := lab.AddFlags(fs, 10, 7, 2)
	var err error
	switch os.Args[1] {
	case "komi":
		sizes := fs.String("sizes", "7,9,11,13", "comma-separated board sides")
		playouts := fs.Int("playouts", 1000, "playouts a stone")
		fs.Parse(os.Args[2:])
		var list []int
		if list, err = ints(*sizes); err == nil {
			err = komi(os.Stdout, list, *f.Games, *f.Parallel, komiLevel(*playouts), *f.Seed)
		}
	case "ladder":
		top := fs.Duration("top", 250*time.Millisecond, "the strongest level's time a stone")
		fs.Parse(os.Args[2:])
		err = report(os.Stdout, f, lab.Ladder(carteso.Levels(), *top, 0, "stone"))
	case "baseline":
		budget := fs.Duration("time", 50*time.Millisecond, "time a stone, for both sides")
		fs.Parse(os.Args[2:])
		var pairs []lab.Pairing
		if pairs, err = lab.Baseline(carteso.Levels(), carteso.DefaultID, *budget, "stone", "Carteso playouts"); err == nil {
			err = report(os.Stdout, f, pairs)
		}
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

// report plays every pairing as the flags f set, at the board side's fair
// komi, and prints the table.
func report(w io.Writer, f lab.Flags, pairs []lab.Pairing) error {
	size := *f.Size
	k := carteso.FairKomi(size)
	start := func() rules.Position {
		return board.New(board.Options{Size: size, Komi: board.Tenths(k * 10)})
	}
	fmt.Fprintf(w, "Levels of Play (side %d, komi %.1f, %d games a pairing, seats swapped every game)\n\n", size, k, *f.Games)
	return lab.Report(w, start, pairs, *f.Games, *f.Parallel, *f.Seed)
}
