package expectimax

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
)

// BenchmarkExpectimaxN measures one Expectimax-N decision (ns/op) for
// N = 1..6 over the fixed mid-game decisions of urlab efficiency, and
// reports the chance nodes visited per decision.
func BenchmarkExpectimaxN(b *testing.B) {
	ds := arena.Decisions(1, 60)
	for depth := 1; depth <= 6; depth++ {
		b.Run(fmt.Sprintf("depth=%d", depth), func(b *testing.B) {
			e := New(Settings{Depth: depth})
			rng := rand.New(rand.NewPCG(1, 1))
			nodes := 0
			for i := range b.N {
				d := ds[i%len(ds)]
				nodes += e.Search(context.Background(), d.State, d.Roll, rng).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
