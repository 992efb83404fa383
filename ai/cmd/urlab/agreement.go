package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/ai/ur/arena"
	"tessera/ai/ur/levels"
	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// defaultTable is where ai/cmd/ursolve saves the 7-piece table.
const defaultTable = "build/ursolve/ur7.tbl"

// slowLevels are the levels with a time budget, too slow for every
// position or game.
const slowLevels = "ur-expectimax"

// exit ends the program with err's message, if any.
func exit(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// perfectLoss is the most win chance a move may lose against the best move
// and still count as perfect: 0.1 percentage points.
const perfectLoss = 0.001

// sample is one decision: a position and a roll with two or more moves.
type sample struct {
	s    ur.State
	roll int
}

// sampleEvery is the inverse of the chance that a decision of a sampled
// game is kept, so that the samples spread over many games.
const sampleEvery = 4

// samplePositions plays seeded games of the perfect player against itself
// (game g: dice seeded (seed, g), ties (seed+1, g)) and keeps each
// decision whose roll offers two or more moves with chance 1/sampleEvery,
// until it has n. It returns the samples and the games played.
func samplePositions(tb *solve.Table, n int, seed uint64) ([]sample, int) {
	p := solve.Perfect{Table: tb}
	keep := rand.New(rand.NewPCG(seed+2, 0))
	var out []sample
	games := 0
	for ; len(out) < n; games++ {
		dice := rand.New(rand.NewPCG(seed, uint64(games)))
		ties := rand.New(rand.NewPCG(seed+1, uint64(games)))
		s := ur.New(ur.Options{Pieces: tb.Index().Pieces()})
		for !s.Result().Over && len(out) < n {
			roll := ur.Roll(dice)
			if len(s.LegalFor(roll, nil)) >= 2 && keep.IntN(sampleEvery) == 0 {
				out = append(out, sample{*s, roll})
			}
			s.Apply(p.Choose(context.Background(), s, roll, ties))
		}
	}
	return out, games
}

// agreementScore is how one player did on the samples.
type agreementScore struct {
	positions int
	perfect   int           // moves within perfectLoss of the best
	lost      float64       // win chance lost, summed over the moves
	elapsed   time.Duration // summed over the workers
}

// agreeOn has e (a fresh engine per worker) choose a move in every sample
// on workers goroutines, sample i breaking ties with a source seeded
// (seed, i), and scores its moves against the table.
func agreeOn(tb *solve.Table, samples []sample, e entrant, seed uint64, workers int) agreementScore {
	var mu sync.Mutex
	var wg sync.WaitGroup
	var total agreementScore
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			eng := e.newEngine()
			var sc agreementScore
			for i := range next {
				d := &samples[i]
				rng := rand.New(rand.NewPCG(seed, uint64(i)))
				start := time.Now()
				m := eng.Choose(context.Background(), &d.s, d.roll, rng)
				sc.elapsed += time.Since(start)
				best := 0.0
				for _, x := range d.s.LegalFor(d.roll, nil) {
					best = max(best, tb.MoveChance(&d.s, x))
				}
				loss := best - tb.MoveChance(&d.s, m)
				sc.positions++
				sc.lost += loss
				if loss <= perfectLoss {
					sc.perfect++
				}
			}
			mu.Lock()
			total.positions += sc.positions
			total.perfect += sc.perfect
			total.lost += sc.lost
			total.elapsed += sc.elapsed
			mu.Unlock()
		}()
	}
	for i := range samples {
		next <- i
	}
	close(next)
	wg.Wait()
	return total
}

// levelEngine plays an Ur level as an arena.Engine, fetching the level's
// data (the near-perfect level's network) from the folder lazyAssets.
type levelEngine struct {
	level ai.Level
}

// lazyAssets is the folder of the site's lazy assets, where the levels'
// data is.
const lazyAssets = asset.Dir("static/lazy")

// Name returns the level's ID.
func (l levelEngine) Name() string { return l.level.ID }

// Choose returns the level's move for roll, given all of roll's legal
// moves.
func (l levelEngine) Choose(ctx context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	m, err := l.level.Engine.Choose(asset.With(ctx, lazyAssets), s, s.LegalFor(roll, nil), rng)
	if missing := (*asset.Missing)(nil); errors.As(err, &missing) {
		exit(fmt.Errorf("urlab: %s: %w (run urlab from the repository's root)", l.level.ID, err))
	}
	return m
}

// levelEntrants returns the random mover and every level of levels.All,
// named by ID; only those named in only (comma-separated) unless it is "".
func levelEntrants(only string) []entrant {
	out := []entrant{{"random", func() arena.Engine { return arena.Random{} }}}
	for _, l := range levels.All() {
		out = append(out, entrant{l.ID, func() arena.Engine { return levelEngine{l} }})
	}
	if only != "" {
		names := strings.Split(only, ",")
		out = slices.DeleteFunc(out, func(e entrant) bool { return !slices.Contains(names, e.name) })
	}
	return out
}

// agreement prints how often each level's move is perfect on positions
// sampled from the perfect player's games, and the win chance it loses a
// move; the levels named in slow play only slowN samples spread over all.
func agreement(w io.Writer, path string, n, slowN int, slow, only string, seed uint64, workers int) error {
	tb, err := loadTable(w, path)
	if err != nil {
		return err
	}
	samples, games := samplePositions(tb, n, seed)
	fmt.Fprintf(w, "%d decisions (a roll with 2+ legal moves), each kept with chance 1/%d, from %d games of the perfect player against itself, %d pieces, dice seeded (%d, game)\n",
		len(samples), sampleEvery, games, tb.Index().Pieces(), seed)
	fmt.Fprintf(w, "perfect: within %.1f percentage points of the best move's win chance; loss in percentage points of win chance\n\n", 100*perfectLoss)
	fmt.Fprintf(w, "%-16s %9s %9s %11s %12s\n", "level", "positions", "perfect", "mean loss", "time/move")
	slowIDs := strings.Split(slow, ",")
	for _, e := range append(levelEntrants(only), entrant{"perfect (table)", func() arena.Engine { return solve.Perfect{Table: tb} }}) {
		set := samples
		note := ""
		if slices.Contains(slowIDs, e.name) {
			set = spread(samples, slowN)
			note = fmt.Sprintf("  (time budget: every %dth decision only)", len(samples)/len(set))
		}
		sc := agreeOn(tb, set, e, seed, workers)
		fmt.Fprintf(w, "%-16s %9d %8.2f%% %8.3f pp %9.3f ms%s\n", e.name, sc.positions,
			100*float64(sc.perfect)/float64(sc.positions), 100*sc.lost/float64(sc.positions),
			float64(sc.elapsed.Microseconds())/1000/float64(sc.positions), note)
	}
	return nil
}

// spread returns n of samples (all if there are fewer), evenly spaced.
func spread(samples []sample, n int) []sample {
	if n >= len(samples) || n <= 0 {
		return samples
	}
	out := make([]sample, n)
	for i := range out {
		out[i] = samples[i*len(samples)/n]
	}
	return out
}

// loadTable loads the solved table at path, saying how long it took.
func loadTable(w io.Writer, path string) (*solve.Table, error) {
	start := time.Now()
	tb, err := solve.Load(path)
	if err != nil {
		return nil, fmt.Errorf("urlab: %w (make it with go run ./ai/cmd/ursolve)", err)
	}
	fmt.Fprintf(w, "table %s: %d pieces, %d positions, loaded in %s\n", path, tb.Index().Pieces(), tb.Index().Count(), time.Since(start).Round(time.Millisecond))
	return tb, nil
}
