// Command calibrate measures how well each game's analyst (the evaluator
// behind hints, reviews and analysis) predicts results: it plays games of
// the game's default level against itself, rates every position where the
// player to move had a choice, fits the mapping from ratings to chances on
// the even games and prints, for the odd games, the calibration table of
// the mapping the analyst ships with and of the fresh fit, with their mean
// absolute calibration error:
//
//	go run ./ai/cmd/calibrate [-games 60] [-parallel 2] [-seed 1] [-option key=value] [-keep DIR] GAME...
//
// The fresh fit's two numbers are what the game's Analyst ships with. The
// Royal Game of Ur has no analyst: its hints and reviews come from its
// near-perfect level, whose chances the page shows as they are; the tool
// measures those (levels.Analyst, the identity mapping), reading the
// level's model from static/lazy.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/ai/chance"
	"tessera/ai/players"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/games"
)

func main() {
	n := flag.Int("games", 60, "self-play games of the default level")
	parallel := flag.Int("parallel", 2, "games played at once")
	seed := flag.Uint64("seed", 1, "seed of every game and rating")
	keep := flag.String("keep", "", "a folder that keeps each collection's samples, to measure again without playing")
	out := flag.String("json", "", "a folder to write each game's calibration to, as GAME.calibration.json (the report page's)")
	var options []string
	flag.Func("option", "a game option as key=value, for every game (repeat for more)", func(o string) error {
		options = append(options, o)
		return nil
	})
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: calibrate [flags] GAME...")
		os.Exit(2)
	}
	for _, game := range flag.Args() {
		if err := calibrate(os.Stdout, game, options, *n, *parallel, *seed, *keep, *out); err != nil {
			fmt.Fprintln(os.Stderr, "calibrate:", err)
			os.Exit(1)
		}
	}
}

// calibrate collects game's samples (or reads those kept) and prints its
// tables to w.
func calibrate(w io.Writer, game string, options []string, n, parallel int, seed uint64, keep, out string) error {
	a, ok := players.Analyst(game)
	if game == "ur" {
		a, ok = levels.Analyst(), true
	}
	if !ok {
		return fmt.Errorf("%s has no analyst", game)
	}
	began := time.Now()
	level := players.Default(game)
	samples, err := collect(game, options, a, level.Engine, n, parallel, seed, keep)
	if err != nil {
		return err
	}
	fit, test := chance.Split(samples)
	fmt.Fprintf(w, "%s %v: %d positions from %d games of %s against itself (%.0f s); fitted on %d, tested on %d\n",
		game, options, len(samples), n, level.Name, time.Since(began).Seconds(), len(fit), len(test))
	fresh := chance.Fit(fit)
	for _, m := range []struct {
		name string
		m    chance.Logistic
	}{{"the shipped mapping", a.Fit}, {"a fresh fit", fresh}} {
		fmt.Fprintf(w, "%s, A=%.4f B=%.4f, on the test games:\n", m.name, m.m.A, m.m.B)
		if err := chance.Measure(m.m, test).Write(w); err != nil {
			return err
		}
		open := unproven(test)
		fmt.Fprintf(w, "on the unproven positions alone: %.2f points; Brier score %.4f (a constant ½: %.4f)\n",
			100*chance.Measure(m.m, open).Error(), chance.Brier(m.m, open), chance.Brier(chance.Logistic{}, open))
	}
	if _, err := fmt.Fprintln(w); err != nil || out == "" {
		return err
	}
	table := chance.Measure(fresh, test)
	data, err := json.MarshalIndent(chance.Report{
		Game: game, Options: options, Level: level.Name, Games: n, Seed: seed, Positions: len(samples),
		Fit: fresh, Table: table, Error: table.Error(), Command: remake(game, options, n, seed),
	}, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, game+".calibration.json"), append(data, '\n'), 0o644)
}

// remake is the command line that makes game's calibration again.
func remake(game string, options []string, n int, seed uint64) string {
	cmd := fmt.Sprintf("go run ./ai/cmd/calibrate -games %d -seed %d", n, seed)
	for _, o := range options {
		cmd += " -option " + o
	}
	return cmd + " " + game
}

// unproven returns the samples the search did not prove.
func unproven(samples []chance.Sample) []chance.Sample {
	var out []chance.Sample
	for _, s := range samples {
		if !s.Proven {
			out = append(out, s)
		}
	}
	return out
}

// starter returns what makes a new game of game with options (key=value),
// the others at their defaults.
func starter(game string, options []string) (func() rules.Position, error) {
	g, err := games.Lookup(game)
	if err != nil {
		return nil, err
	}
	given := map[string]string{}
	for _, o := range options {
		k, v, _ := strings.Cut(o, "=")
		given[k] = v
	}
	opts, err := rules.ParseOptions(g, given)
	if err != nil {
		return nil, err
	}
	m, err := rules.NewMatch(g, opts)
	if err != nil {
		return nil, err
	}
	return func() rules.Position { return m.Position().Clone() }, nil
}

// collect plays and rates n games of player against itself, or reads
// their samples from the folder keep when it holds them (and writes them
// there when it does not).
func collect(game string, options []string, a chance.Analyst, player ai.Engine, n, parallel int, seed uint64, keep string) ([]chance.Sample, error) {
	file := filepath.Join(keep, fmt.Sprintf("%s%s-%d-games-seed-%d.json", game, strings.Join(options, ","), n, seed))
	if keep != "" {
		if data, err := os.ReadFile(file); err == nil {
			var samples []chance.Sample
			return samples, json.Unmarshal(data, &samples)
		}
	}
	start, err := starter(game, options)
	if err != nil {
		return nil, err
	}
	ctx := asset.With(context.Background(), asset.Dir(filepath.Join("static", "lazy")))
	samples, err := chance.Collect(ctx, chance.Collection{
		Start: start, Player: player, Rate: a.Rate, Games: n, Parallel: parallel, Seed: seed,
	})
	if err != nil || keep == "" {
		return samples, err
	}
	data, err := json.Marshal(samples)
	if err != nil {
		return nil, err
	}
	return samples, os.WriteFile(file, data, 0o644)
}
