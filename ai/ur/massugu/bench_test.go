package massugu_test

import (
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/massugu"
)

// BenchmarkMassugu measures one Massugu decision (ns/op) over the fixed
// mid-game decisions of urlab efficiency.
func BenchmarkMassugu(b *testing.B) {
	ds := arena.Decisions(1, 60)
	rng := rand.New(rand.NewPCG(1, 1))
	b.ResetTimer()
	for i := range b.N {
		d := ds[i%len(ds)]
		massugu.Choose(d.State, d.Roll, rng)
	}
}
