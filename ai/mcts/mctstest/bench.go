// Package mctstest holds what the tests of the games' tree searches share.
package mctstest

import (
	"context"
	"testing"

	"tessera/ai/mcts"
	"tessera/rules"
)

// BenchmarkSearch measures whole iterations of searches with cfg from
// start, each seeded anew, and reports them as iterations/s.
func BenchmarkSearch(b *testing.B, start rules.Position, cfg mcts.Config) {
	runs := 0
	for b.Loop() {
		cfg.Seed = uint64(runs)
		tr, err := mcts.NewTree(start, cfg)
		if err != nil {
			b.Fatal(err)
		}
		s, _ := tr.Search(context.Background())
		runs += s.Playouts
	}
	b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "iterations/s")
}
