package iris

import (
	"math/rand/v2"
	"testing"
)

// TestFloodPathsAgree checks the three-word flood of the playouts against
// the plain word-by-word one on seeded random sets of every narrow side,
// and that exactly the sides up to 7 take the narrow path.
func TestFloodPathsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for side := MinSize; side <= MaxSize; side++ {
		l := LayoutOf(side)
		if l.narrow != (side <= 7) {
			t.Fatalf("side %d: narrow %v", side, l.narrow)
		}
		if !l.narrow {
			continue
		}
		for range 3000 {
			o := Bits{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}.And(l.all)
			if o.Empty() {
				continue
			}
			var g Bits
			g.Set(o.Lowest())
			if got, want := l.flood(g, o), floodWide(g, o, l.stride); got != want {
				t.Fatalf("side %d: flood %x, floodWide %x", side, got, want)
			}
		}
	}
}
