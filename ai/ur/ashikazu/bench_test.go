package ashikazu_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/ashikazu"
)

// BenchmarkAshikazu15 measures one Ashikazu-15 decision (ns/op) over the
// fixed mid-game decisions of urlab efficiency. Issue 3's target: under
// 1 ms natively.
func BenchmarkAshikazu15(b *testing.B) {
	ds := arena.Decisions(1, 60)
	rng := rand.New(rand.NewPCG(1, 1))
	b.ResetTimer()
	for i := range b.N {
		d := ds[i%len(ds)]
		ashikazu.Choose(context.Background(), d.State, d.Roll, 15, rng)
	}
}
