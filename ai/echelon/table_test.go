package echelon

import "testing"

// TestTableKeepsEntries: what is stored comes back, negative scores and
// mate scores included; a shallower entry of another key in a bucket
// does not push out a deeper one (it takes the second slot); an unknown
// key is not found.
func TestTableKeepsEntries(t *testing.T) {
	tt := newTable(4) // eight buckets of two
	deep := hit{move: 0x1234, score: -(Mate - 7), depth: 9, bound: boundExact}
	shallow := hit{move: 0x0102, score: 55, depth: 2, bound: boundLower}
	tt.store(3, deep)
	tt.store(3+8, shallow) // the same bucket
	for key, want := range map[uint64]hit{3: deep, 11: shallow} {
		if got, ok := tt.probe(key); !ok || got != want {
			t.Errorf("key %d: %+v, %v; want %+v", key, got, ok, want)
		}
	}
	if _, ok := tt.probe(19); ok {
		t.Error("found a key never stored")
	}
}

// TestMateDistances: a forced result stored at one ply and read at
// another keeps its distance from the position (a win 5 plies from the
// root found at ply 3 is 2 plies from the position, so 3 from a root 1
// ply above it); other scores pass through.
func TestMateDistances(t *testing.T) {
	for _, score := range []int{Mate - 5, -(Mate - 6), 0, 1234, -evalBound} {
		stored := toTable(score, 3)
		if back := fromTable(stored, 3); back != score {
			t.Errorf("%d: back %d", score, back)
		}
		if IsMate(score) && MateIn(fromTable(stored, 1)) != MateIn(score)-2*sign(score) {
			t.Errorf("%d read two plies nearer the root: mate in %d", score, MateIn(fromTable(stored, 1)))
		}
	}
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}
