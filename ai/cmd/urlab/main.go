// Command urlab reproduces the Ur report's experiments with Tessera's Ur
// engines.
//
//	go run ./ai/cmd/urlab efficiency [-decisions 60] [-seed 1] [-xdepth 6]
//	go run ./ai/cmd/urlab tournament [-games 2400] [-ci 0.02] [-seed 1] [-workers 2] [-only A,B,..]
//
// efficiency prints the report's Diagram 1 (section 4) for Massugu (depth
// 0), Ashikazu-1..15 and Expectimax-1..xdepth; tournament plays every pair
// of the report's league representatives, Expectimax and a random player,
// seats swapped, and prints win rates with 95% confidence intervals (the
// report's missing section 5). See ai/README.md for results.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	seed := fs.Uint64("seed", 1, "seed of every random choice")
	switch os.Args[1] {
	case "efficiency":
		decisions := fs.Int("decisions", 60, "number of (position, roll) decisions")
		xdepth := fs.Int("xdepth", 6, "deepest Expectimax depth measured")
		fs.Parse(os.Args[2:])
		efficiency(os.Stdout, *seed, *decisions, *xdepth)
	case "tournament":
		games := fs.Int("games", 2400, "most games per pairing (half with each seating)")
		ci := fs.Float64("ci", 0.02, "stop a pairing once its 95% interval is within ± this")
		workers := fs.Int("workers", 2, "games played at once")
		only := fs.String("only", "", "comma-separated player names: play only pairings among them")
		fs.Parse(os.Args[2:])
		tournament(os.Stdout, *seed, *games, *workers, *ci, *only)
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: urlab efficiency|tournament [flags] (urlab CMD -h lists them)")
	os.Exit(2)
}
