package solve_test

import (
	"testing"

	"tessera/ai/ur/solve"
)

// TestIndexRoundTrip: every index names a position that maps back to it.
func TestIndexRoundTrip(t *testing.T) {
	for _, pieces := range []int{1, 2, 3} {
		x, err := solve.NewIndex(pieces)
		if err != nil {
			t.Fatal(err)
		}
		for i := range x.Count() {
			p := x.Position(i)
			if j, ok := x.Of(p); !ok || j != i {
				t.Fatalf("pieces %d: index %d -> %+v -> %d, %v", pieces, i, p, j, ok)
			}
		}
	}
}

// TestIndexCountsReachable: the positions reached from the start through
// rules/ur, each seen from its side to move, are exactly the indexed ones.
func TestIndexCountsReachable(t *testing.T) {
	for _, pieces := range []int{1, 2, 3} {
		x, _ := solve.NewIndex(pieces)
		seen := map[solve.Position]bool{}
		hit := make([]bool, x.Count())
		for _, s := range reachable(pieces) {
			p, ok := solve.PositionOf(s)
			i, in := x.Of(p)
			if !ok || !in {
				t.Fatalf("pieces %d: reachable %+v not indexed", pieces, p)
			}
			if !seen[p] && hit[i] {
				t.Fatalf("pieces %d: %+v shares index %d", pieces, p, i)
			}
			seen[p], hit[i] = true, true
		}
		if len(seen) != x.Count() {
			t.Errorf("pieces %d: %d positions reachable, %d indexed", pieces, len(seen), x.Count())
		}
	}
}

func TestNewIndexRejects(t *testing.T) {
	for _, pieces := range []int{0, 8} {
		if _, err := solve.NewIndex(pieces); err == nil {
			t.Errorf("NewIndex(%d) gave no error", pieces)
		}
	}
}
