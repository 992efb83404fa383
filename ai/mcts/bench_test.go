package mcts

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/rules"
)

// BenchmarkUniformPlayout measures the default policy on classic
// tic-tac-toe from the empty board, clone included (playouts/s).
func BenchmarkUniformPlayout(b *testing.B) {
	start := newTTT(".........", 1, rules.First, 1)
	var u Uniform
	rng := rand.New(rand.NewPCG(1, 1))
	b.ReportAllocs()
	for b.Loop() {
		u.Playout(start.Clone(), rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkIterations measures whole iterations of the tree (selection,
// expansion, playout, backup) on the test games, 10,000 per search from
// the start, without and with the solver (iterations/s).
func BenchmarkIterations(b *testing.B) {
	for name, start := range starts() {
		for _, solver := range []bool{false, true} {
			label := name + "/uct"
			if solver {
				label = name + "/solver"
			}
			b.Run(label, func(b *testing.B) {
				runs := 0
				for b.Loop() {
					tr, _ := NewTree(start(), Config{C: 1, Playouts: 10_000, Seed: uint64(runs), Solver: solver})
					s, _ := tr.Search(context.Background())
					runs += s.Playouts
				}
				b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "iterations/s")
			})
		}
	}
}
