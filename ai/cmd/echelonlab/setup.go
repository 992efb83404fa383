package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"time"

	"tessera/ai"
	"tessera/ai/echelon"
	rules_echelon "tessera/rules/echelon"
)

// candidate is a start and what was measured from it.
type candidate struct {
	l      layout
	family string
	sp     selfPlay
	score  float64
}

// setupSearch holds a search's settings and the starts already judged.
type setupSearch struct {
	rng             *rand.Rand
	engine          ai.Engine
	games, parallel int
	seed            uint64
	band            float64               // how far from even the first player's score goes unpenalised
	judged          map[layout]*candidate // nil for a start with a quick forced win
	tried, quick    int
}

// setup searches for start positions: the families of patterns, then
// local search from the best, and prints the best with their figures.
func setup(args []string) error {
	fs := flag.NewFlagSet("setup", flag.ExitOnError)
	seed := fs.Uint64("seed", 1, "seed")
	samples := fs.Int("samples", 300, "starts drawn from each family")
	steps := fs.Int("steps", 200, "local search steps from each of the best")
	keep := fs.Int("keep", 4, "best starts searched locally and printed")
	depth := fs.Int("depth", 3, "self-play search depth, plies")
	moveTime := fs.Duration("time", 0, "self-play searches this long a move, not to -depth (0: to -depth)")
	var from []layout
	fs.Func("from", "climb from this start (red's cells) instead of drawing from the families; may be repeated", func(cells string) error {
		l, err := parseLayout(cells)
		from = append(from, l)
		return err
	})
	noise := fs.Int("noise", 20, "self-play evaluation noise")
	games := fs.Int("games", 16, "self-play games a start")
	parallel := fs.Int("parallel", 1, "games at once")
	only := fs.String("family", "", "search only this family (stripes, block, hexagon3, hexagon4, couples, lattice, guarded)")
	budget := fs.Duration("budget", 0, "then measure the best again with a search of this time a move (0: skip)")
	games2 := fs.Int("games2", 20, "self-play games a start with -budget")
	prove := fs.Bool("prove", false, "look for forced wins within five plies from the best (slow)")
	band := fs.Float64("band", 0, "a first player's score within 0.5 ± band counts as even (the issue's band is 0.1)")
	fs.Parse(args)
	if *moveTime > 0 {
		*depth = 0
	}
	cfg := echelon.DefaultConfig(*depth, *moveTime)
	cfg.Book, cfg.Noise = false, *noise
	s := &setupSearch{rng: rand.New(rand.NewPCG(*seed, 17)), engine: echelon.New(cfg),
		games: *games, parallel: *parallel, seed: *seed, band: *band, judged: map[layout]*candidate{}}
	began := time.Now()
	pool := best(s.starts(from, *only, *samples), *keep)
	for i, c := range pool {
		pool[i] = s.climb(c, *steps)
	}
	pool = best(pool, *keep)
	if *budget > 0 {
		var err error
		if pool, err = remeasure(pool, *budget, *noise, *games2, *parallel, *seed, *band); err != nil {
			return err
		}
	}
	strength := fmt.Sprintf("depth %d", *depth)
	if *moveTime > 0 {
		strength = fmt.Sprintf("%v a move", *moveTime)
	}
	fmt.Printf("setup search: seed %d, %d starts tried, %d with a forced win within 3 plies, self-play %d games at %s noise %d, the best %d again %d games at %v a move, %v\n",
		*seed, s.tried, s.quick, *games, strength, *noise, len(pool), *games2, *budget, time.Since(began).Round(time.Second))
	for _, c := range pool {
		c.print(*prove)
	}
	return nil
}

// starts judges the starts the search begins from: from when given, else
// samples drawn from each family (only the family only, when set), and
// returns those without a quick win.
func (s *setupSearch) starts(from []layout, only string, samples int) []*candidate {
	var pool []*candidate
	add := func(l layout, family string) {
		if c, fresh := s.judge(l, family); c != nil && fresh {
			pool = append(pool, c)
		}
	}
	for _, l := range from {
		add(l, "given")
	}
	for _, f := range families() {
		if len(from) > 0 || only != "" && f.name != only {
			continue
		}
		for range samples {
			add(f.draw(s.rng), f.name)
		}
	}
	return pool
}

// print prints c's figures, its drawing and its setup text; with prove, it
// first looks for a forced win within five plies from it.
func (c *candidate) print(prove bool) {
	lo, hi := c.sp.interval()
	win5 := "not searched"
	switch {
	case prove && c.l.forcedWin5():
		win5 = "found"
	case prove:
		win5 = "none"
	}
	fmt.Printf("\n%s (%s): score %.1f, first player %.0f%% [%.0f, %.0f], median %.1f plies, forced win within 5 plies: %s\n%s%s\n",
		c.l, c.family, c.score, 100*c.sp.first(), 100*lo, 100*hi, c.sp.median(), win5, c.l.figure(), c.l.text())
}

// remeasure plays each of pool again, games games of a search of budget a
// move, and returns them best first.
func remeasure(pool []*candidate, budget time.Duration, noise, games, parallel int, seed uint64, band float64) ([]*candidate, error) {
	cfg := echelon.DefaultConfig(0, budget)
	cfg.Book, cfg.Noise = false, noise
	timed := echelon.New(cfg)
	for _, c := range pool {
		sp, err := playSelf(c.l.position(rules_echelon.Standard), timed, games, parallel, seed)
		if err != nil {
			return nil, err
		}
		c.sp, c.score = sp, score(sp, band)
	}
	return best(pool, len(pool)), nil
}

// judge measures l, once: nil when someone forces a win within three
// plies from it, and false when it was measured before.
func (s *setupSearch) judge(l layout, family string) (*candidate, bool) {
	if c, ok := s.judged[l]; ok {
		return c, false
	}
	s.tried++
	var c *candidate
	if l.quickWin() {
		s.quick++
	} else {
		sp, err := playSelf(l.position(rules_echelon.Standard), s.engine, s.games, s.parallel, s.seed)
		if err == nil {
			c = &candidate{l: l, family: family, sp: sp, score: score(sp, s.band)}
		}
	}
	s.judged[l] = c
	return c, true
}

// score rates self-play from a start: the median game length, less a
// penalty for a first player's score further than band from even. With
// band 0 every point away from even costs; with the band (40% to
// 60%), a start inside it is rated by its length alone.
func score(sp selfPlay, band float64) float64 {
	return sp.median() - 40*max(0, math.Abs(sp.first()-0.5)-band)
}

// best returns the n best of pool, best first, each start once (two local
// searches may end on the same start).
func best(pool []*candidate, n int) []*candidate {
	seen := map[layout]bool{}
	pool = slices.DeleteFunc(pool, func(c *candidate) bool {
		dup := seen[c.l]
		seen[c.l] = true
		return dup
	})
	slices.SortStableFunc(pool, func(a, b *candidate) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	return pool[:min(n, len(pool))]
}

// climb searches locally from c for steps steps, taking any neighbour
// that scores better, and returns the best start it reached.
func (s *setupSearch) climb(c *candidate, steps int) *candidate {
	for range steps {
		n, ok := s.neighbour(c.l)
		if !ok {
			continue
		}
		if next, _ := s.judge(n, c.family+"+local"); next != nil && next.score > c.score {
			c = next
			fmt.Fprintf(os.Stderr, "climb: %s, score %.1f, first player %.0f%%, median %.1f plies (%d starts tried)\n",
				c.l, c.score, 100*c.sp.first(), c.sp.median(), s.tried)
		}
	}
	return c
}

// neighbour returns a start one change from l: a pair recoloured (a red
// piece and the blue piece opposite it trade places), a pair moved (a red
// piece to another empty cell, its blue reflection with it), or a red and
// a blue piece swapped.
func (s *setupSearch) neighbour(l layout) (layout, bool) {
	cells := slices.Clone(l[:])
	i := s.rng.IntN(len(cells))
	switch s.rng.IntN(3) {
	case 0:
		cells[i] = board.Opposite(cells[i])
	case 1:
		near := board.Neighbors(cells[i])
		cells[i] = near[s.rng.IntN(len(near))]
	default:
		j := s.rng.IntN(len(cells))
		cells[i], cells[j] = board.Opposite(cells[j]), board.Opposite(cells[i])
	}
	return makeLayout(cells)
}
