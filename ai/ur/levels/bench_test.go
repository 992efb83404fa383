package levels

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/expectimax"
	"tessera/rules/ur"
)

// BenchmarkStrong measures the strongest level's decision (ns/op, about
// StrongBudget) over the fixed mid-game decisions of urlab efficiency, and
// reports the depth it reaches (depth/op). Run it with -benchtime 20x for
// a mean over 20 decisions.
func BenchmarkStrong(b *testing.B) {
	ds := arena.Decisions(1, 60)
	e := expectimax.New(expectimax.Settings{Budget: StrongBudget})
	rng := rand.New(rand.NewPCG(1, 1))
	depth := 0
	for i := range b.N {
		d := ds[i%len(ds)]
		depth += e.Search(context.Background(), d.State, d.Roll, rng).Depth
	}
	b.ReportMetric(float64(depth)/float64(b.N), "depth/op")
}

// BenchmarkNearPerfect measures the near-perfect level's decision (ns/op)
// over the same decisions, its network loaded from static/lazy; under
// GOOS=js GOARCH=wasm it gives the level's time in wasm.
func BenchmarkNearPerfect(b *testing.B) {
	ds := arena.Decisions(1, 60)
	if _, err := analyst.load(withNet, ur.New(ur.Options{Pieces: endgamePieces})); err != nil { // the network and the endgame
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	b.ResetTimer()
	for i := range b.N {
		d := ds[i%len(ds)]
		analyst.Choose(withNet, d.State, d.State.LegalFor(d.Roll, nil), rng)
	}
}
