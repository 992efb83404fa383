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
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"tessera/ai/iris"
	"tessera/ai/lab"
	"tessera/ai/mcts"
	"tessera/rules"
	board "tessera/rules/iris"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	f := lab.AddFlags(fs, 40, board.DefaultSize, 1)
	var pairs []lab.Pairing
	var err error
	switch os.Args[1] {
	case "ladder":
		top := fs.Duration("top", iris.TopBudget, "the strongest level's time a stone")
		topPlayouts := fs.Int("top-playouts", 0, "if above 0, the strongest level's playouts a stone instead of a time")
		from := fs.Int("from", 0, "skip the pairings below this one (0: the two weakest levels)")
		fs.Parse(os.Args[2:])
		pairs = lab.Ladder(iris.Levels(), *top, *topPlayouts, "stone")
		pairs = pairs[min(max(*from, 0), len(pairs)):]
	case "baseline":
		budget := fs.Duration("time", 100*time.Millisecond, "time a stone, for both sides")
		fs.Parse(os.Args[2:])
		pairs, err = lab.Baseline(iris.Levels(), iris.DefaultID, *budget, "stone", "Iris playouts")
	case "tune":
		playouts := fs.Int("playouts", 3000, "playouts a stone")
		cs := fs.String("c", "0.3,0.7,1.0", "comma-separated exploration constants played against iris.C")
		fs.Parse(os.Args[2:])
		if pairs, err = tune(*playouts, *cs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	default:
		usage()
	}
	if err == nil {
		start := func() rules.Position { return board.New(board.Options{Size: *f.Size}) }
		fmt.Printf("Levels of Play (side %d, %d games a pairing, seats swapped every game)\n\n", start().(*board.State).Options().Size, *f.Games)
		err = lab.Report(os.Stdout, start, pairs, *f.Games, *f.Parallel, *f.Seed)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: irislab ladder|baseline|tune [flags] (irislab CMD -h lists them)")
	os.Exit(2)
}

// tune pairs the levels' configuration at playouts a stone with the same
// at each constant of the comma-separated list cs.
func tune(playouts int, cs string) ([]lab.Pairing, error) {
	base := mcts.Player{Name: fmt.Sprintf("C=%g, %d playouts", iris.C, playouts), Config: iris.Search(playouts, 0)}
	var out []lab.Pairing
	for _, word := range strings.Split(cs, ",") {
		c, err := strconv.ParseFloat(word, 64)
		if err != nil {
			return nil, fmt.Errorf("irislab: -c: %v", err)
		}
		cfg := iris.Search(playouts, 0)
		cfg.C = c
		out = append(out, lab.Pairing{Strong: base, Weak: mcts.Player{Name: fmt.Sprintf("C=%g", c), Config: cfg}})
	}
	return out, nil
}
