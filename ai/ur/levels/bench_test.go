package levels

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/ashikazu"
	"tessera/ai/ur/expectimax"
	"tessera/ai/ur/massugu"
	"tessera/rules/ur"
)

// The benchmarks of every Ur engine: one decision (ns/op) over the fixed
// mid-game decisions of urlab efficiency (ai/README.md, "Targets").

// decide runs b.N decisions of choose over the fixed decisions, cycling,
// with one seeded source for ties, and returns the sum of what choose
// counts (nodes, depth) for a metric.
func decide(b *testing.B, choose func(d arena.Decision, rng *rand.Rand) int) int {
	b.Helper()
	ds := arena.Decisions(1, 60)
	rng := rand.New(rand.NewPCG(1, 1))
	b.ResetTimer()
	sum := 0
	for i := range b.N {
		sum += choose(ds[i%len(ds)], rng)
	}
	return sum
}

// BenchmarkMassugu measures one Massugu decision.
func BenchmarkMassugu(b *testing.B) {
	decide(b, func(d arena.Decision, rng *rand.Rand) int {
		massugu.Choose(d.State, d.Roll, rng)
		return 0
	})
}

// BenchmarkAshikazu15 measures one Ashikazu-15 decision. Issue 3's target:
// under 1 ms natively.
func BenchmarkAshikazu15(b *testing.B) {
	decide(b, func(d arena.Decision, rng *rand.Rand) int {
		ashikazu.Choose(context.Background(), d.State, d.Roll, 15, rng)
		return 0
	})
}

// BenchmarkExpectimaxN measures one Expectimax-N decision for N = 1..6,
// and reports the chance nodes visited per decision.
func BenchmarkExpectimaxN(b *testing.B) {
	for depth := 1; depth <= 6; depth++ {
		b.Run(fmt.Sprintf("depth=%d", depth), func(b *testing.B) {
			e := expectimax.New(expectimax.Settings{Depth: depth})
			nodes := decide(b, func(d arena.Decision, rng *rand.Rand) int {
				return e.Search(context.Background(), d.State, d.Roll, rng).Nodes
			})
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkStrong measures the strongest level's decision (about
// StrongBudget), and reports the depth it reaches (depth/op). Run it with
// -benchtime 20x for a mean over 20 decisions.
func BenchmarkStrong(b *testing.B) {
	e := expectimax.New(expectimax.Settings{Budget: StrongBudget})
	depth := decide(b, func(d arena.Decision, rng *rand.Rand) int {
		return e.Search(context.Background(), d.State, d.Roll, rng).Depth
	})
	b.ReportMetric(float64(depth)/float64(b.N), "depth/op")
}

// BenchmarkNearPerfect measures the near-perfect level's decision, its
// network loaded from static/lazy; under GOOS=js GOARCH=wasm it gives the
// level's time in wasm.
func BenchmarkNearPerfect(b *testing.B) {
	if _, err := analyst.load(withNet, ur.New(ur.Options{Pieces: endgamePieces})); err != nil { // the network and the endgame
		b.Fatal(err)
	}
	decide(b, func(d arena.Decision, rng *rand.Rand) int {
		analyst.Choose(withNet, d.State, d.State.LegalFor(d.Roll, nil), rng)
		return 0
	})
}
