// Command report measures a game as the seed reports did, with Tessera's
// engines (package tessera/ai/lab/report), and writes the JSON the site
// renders as /{game}/report:
//
//	go run ./ai/cmd/report GAME [-games 1000] [-playouts N] [-ladder-games N]
//	    [-mirror-games 10] [-speed 2s] [-parallel 2] [-seed 1]
//	    [-ladder ID,ID,..] [-league ID,ID,..|none]
//	    [-ur-table build/ursolve/ur7.tbl] [-out static/reports/GAME.json]
//
// -playouts sets the self-play level's playouts a move when it is a tree
// search (0: the game's setting in ai/lab/report); the report states the
// budget it used. Every game is seeded, so a run with playout budgets is
// reproducible; the playout speed is measured on the clock. `make reports`
// runs it for every game.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tessera/ai/lab/report"
	"tessera/ai/lab/report/measure"
)

func main() {
	if len(os.Args) < 2 || strings.HasPrefix(os.Args[1], "-") {
		fmt.Fprintln(os.Stderr, "usage: report GAME [flags] (report GAME -h lists them)")
		os.Exit(2)
	}
	game := os.Args[1]
	fs := flag.NewFlagSet("report "+game, flag.ExitOnError)
	c := measure.Config{Game: game, CPUTime: cpuTime}
	fs.IntVar(&c.Games, "games", 1000, "self-play games of the game's level")
	fs.IntVar(&c.Playouts, "playouts", 0, "the level's playouts a move if it is a tree search (0: the game's setting)")
	fs.IntVar(&c.LadderGames, "ladder-games", 0, "games of each ladder (and Ur tournament) pairing, seats swapped (0: the game's setting)")
	fs.IntVar(&c.MirrorGames, "mirror-games", 10, "games of each mirroring strategy against the level")
	fs.DurationVar(&c.SpeedTime, "speed", 2*time.Second, "how long random playouts are timed")
	fs.IntVar(&c.Parallel, "parallel", 2, "games played at once")
	fs.Uint64Var(&c.Seed, "seed", 1, "seed of every game")
	urTable := fs.String("ur-table", filepath.Join("build", "ursolve", "ur7.tbl"), "solved Ur table for the solved facts (skipped if missing)")
	ladder := fs.String("ladder", "", "comma-separated level IDs of the ladder, weakest first (default: the game's setting)")
	league := fs.String("league", "", "comma-separated level IDs of the tournament (default: the game's setting; \"none\" for none)")
	out := fs.String("out", filepath.Join("static", "reports", game+".json"), `JSON file ("-" for standard output)`)
	fs.Parse(os.Args[2:])
	c.Ladder, c.League = list(*ladder), list(*league)
	if _, err := os.Stat(*urTable); err == nil && game == "ur" {
		c.Solved = func() (*report.UrFacts, error) { return urFacts(*urTable) }
	}
	began := time.Now()
	r, err := measure.Run(context.Background(), c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
	r.Command = "go run ./ai/cmd/report " + strings.Join(os.Args[1:], " ")
	if err := write(*out, r); err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
	sp := r.SelfPlay
	fmt.Fprintf(os.Stderr, "%s: %d games in %s; length %.1f plies, branching %.1f, first player %.1f%% [%.1f, %.1f], draws %.1f%%, %.0f playouts/s (%d in %.1f CPU s)\n",
		game, sp.Games, time.Since(began).Round(time.Second), sp.Length.Mean, sp.Branching.Mean,
		100*sp.First.Rate, 100*sp.First.Low, 100*sp.First.High, 100*sp.DrawRate.Rate, r.Speed.PerSecond, r.Speed.Playouts, r.Speed.CPUSeconds)
}

// list splits a comma-separated flag; nil when empty, none for "none".
func list(flag string) []string {
	switch flag {
	case "":
		return nil
	case "none":
		return []string{}
	}
	return strings.Split(flag, ",")
}

// write writes r as indented JSON to path, or to standard output for "-".
func write(path string, r *report.Report) error {
	b, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if path == "-" {
		_, err = os.Stdout.Write(b)
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
