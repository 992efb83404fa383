package ecalper

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"tessera/rules/ecalper"
)

// plainNth returns the k-th (0-based) member of b by walking its cells.
func plainNth(b *ecalper.Bits, k int) int {
	for c := range 64 * len(b) {
		if b.Has(c) {
			if k == 0 {
				return c
			}
			k--
		}
	}
	return -1
}

// TestNth checks nth against a plain walk over the cells, on
// sparse and dense random sets.
func TestNth(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		var b ecalper.Bits
		words := 1 + r.IntN(len(b))
		for w := range words {
			b[w] = r.Uint64()
			for range i % 4 {
				b[w] &= r.Uint64()
			}
		}
		n := b.Len()
		if n == 0 {
			continue
		}
		k := r.IntN(n)
		if got, want := nth(&b, k, words), plainNth(&b, k); got != want {
			t.Fatalf("nth(%x, %d) = %d, want %d", b, k, got, want)
		}
	}
	for _, x := range []uint64{1, 1 << 63, ^uint64(0), 0x8000000000000001} {
		for k := range bits.OnesCount64(x) {
			b := ecalper.Bits{x}
			if got, want := nth(&b, k, 1), plainNth(&b, k); got != want {
				t.Errorf("nth(%x, %d) = %d, want %d", x, k, got, want)
			}
		}
	}
}

// TestRandomSubset checks that randomSubset returns exactly k cells of the
// pool, for every k.
func TestRandomSubset(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	pool := ecalper.Bits{r.Uint64(), r.Uint64(), r.Uint64() & 0xff}
	n := pool.Len()
	for k := range n + 1 {
		sub := randomSubset(&pool, n, k, 3, &source{r.Uint64()})
		if sub.Len() != k || sub.Minus(pool) != (ecalper.Bits{}) {
			t.Fatalf("k %d: %d cells, %d outside the pool", k, sub.Len(), sub.Minus(pool).Len())
		}
	}
}
