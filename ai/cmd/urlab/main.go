// Command urlab reproduces the Ur report's experiments with Tessera's Ur
// engines.
//
//	go run ./ai/cmd/urlab efficiency [-decisions 60] [-seed 1] [-xdepth 6]
//	go run ./ai/cmd/urlab tournament [-games 2400] [-ci 0.02] [-seed 1] [-workers 2] [-only A,B,..]
//	go run ./ai/cmd/urlab agreement [-table build/ursolve/ur7.tbl] [-positions 100000] [-slow-positions 2000] [-only IDs] [-seed 1]
//	go run ./ai/cmd/urlab versus-perfect [-table build/ursolve/ur7.tbl] [-games 40000] [-ci 0.005] [-only IDs] [-seed 1]
//
// efficiency prints the report's Diagram 1 (section 4) for Massugu (depth
// 0), Ashikazu-1..15 and Expectimax-1..xdepth; tournament plays every pair
// of the report's league representatives, Expectimax and a random player,
// seats swapped, and prints win rates with 95% confidence intervals (the
// report's missing section 5). agreement scores each Ur level's moves
// against the solved table (see ai/cmd/ursolve) and versus-perfect plays
// each against the table's perfect player. See ai/README.md for results.
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
	case "agreement":
		table := fs.String("table", defaultTable, "solved table file")
		positions := fs.Int("positions", 100000, "decisions sampled")
		slowN := fs.Int("slow-positions", 2000, "decisions for the levels named in -slow, spread over all (0: all)")
		slow := fs.String("slow", slowLevels, "comma-separated level IDs that play only -slow-positions")
		workers := fs.Int("workers", 2, "decisions made at once")
		only := fs.String("only", "", "comma-separated level IDs: score only these")
		fs.Parse(os.Args[2:])
		exit(agreement(os.Stdout, *table, *positions, *slowN, *slow, *only, *seed, *workers))
	case "versus-perfect":
		table := fs.String("table", defaultTable, "solved table file")
		games := fs.Int("games", 40000, "most games per level (half with each seating)")
		ci := fs.Float64("ci", 0.005, "stop a level once its 95% interval is within ± this")
		slow := fs.String("slow", slowLevels, "comma-separated level IDs skipped (too slow; \"\" plays all)")
		workers := fs.Int("workers", 2, "games played at once")
		only := fs.String("only", "", "comma-separated level IDs: play only these")
		fs.Parse(os.Args[2:])
		exit(versusPerfect(os.Stdout, *table, *games, *ci, *slow, *only, *seed, *workers))
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: urlab efficiency|tournament|agreement|versus-perfect [flags] (urlab CMD -h lists them)")
	os.Exit(2)
}
