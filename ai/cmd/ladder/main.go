// Command ladder measures the order of a game's computer levels as people
// see them (level 1, the random mover, up to the strongest): each level
// plays the one below it at both their real budgets until its score's 95%
// interval lies above one half and its score reaches 60% (one half in Ur,
// whose dice make neighbours close), or falls short, or the games run out.
// It prints the seed reports' "Levels of Play" table with each level's
// estimated rating (the random mover at 0):
//
//	go run ./ai/cmd/ladder [-round 8] [-most 200] [-parallel 2] [-seed 1] [-top N] GAME...
//
// -top N measures only the N weakest levels, for a quick run (make bench).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"tessera/ai/lab/report/measure"
	"tessera/ai/players"
)

func main() {
	round := flag.Int("round", 8, "games a round, seats swapped in turn")
	most := flag.Int("most", 200, "games of a pairing at most")
	parallel := flag.Int("parallel", 2, "games played at once")
	seed := flag.Uint64("seed", 1, "seed of every game")
	top := flag.Int("top", 0, "measure only this many of the weakest levels (0: all)")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: ladder [flags] GAME...")
		os.Exit(2)
	}
	for _, game := range flag.Args() {
		if err := climb(os.Stdout, game, *round, *most, *parallel, *seed, *top); err != nil {
			fmt.Fprintln(os.Stderr, "ladder:", err)
			os.Exit(1)
		}
	}
}

// climb measures game's ladder and prints it to w as its rungs settle.
func climb(w io.Writer, game string, round, most, parallel int, seed uint64, top int) error {
	levels := players.Levels(game)
	fmt.Fprintf(w, "%s: levels of play, each against the one below (95%% Wilson intervals)\n", game)
	fmt.Fprintf(w, "%-6s %-40s %6s %-22s %-7s %7s %6s\n", "level", "name", "games", "score", "proven", "rating", "time")
	fmt.Fprintf(w, "%-6d %-40s %6s %-22s %-7s %7d %6s\n", 1, levels[0].Name, "", "", "", 0, "")
	began := time.Now()
	rungs := 0
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	_, err := measure.Climb(ctx, game, round, most, parallel, seed, func(r measure.Rung) {
		rungs++
		l := levels[rungs]
		name := l.Name
		if l.Method != "" {
			name += " (" + l.Method + ")"
		}
		fmt.Fprintf(w, "%-6d %-40.40s %6d %4.1f%% [%4.1f, %4.1f]%2s %-7v %7.0f %5.0fs\n", rungs+1, name, r.Games,
			100*r.Score.Rate, 100*r.Score.Low, 100*r.Score.High, "", r.Proven, r.Rating, time.Since(began).Seconds())
		began = time.Now()
		if top > 0 && rungs+1 >= top {
			stop()
		}
	})
	if err != nil && ctx.Err() == nil {
		return err
	}
	fmt.Fprintln(w)
	return nil
}
