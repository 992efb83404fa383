package massugu_test

import (
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/massugu"
)

// Positions named for what they test, as token records.
const (
	// captureOrSafety: left stands on L1 and M1, right on M0. With a 2
	// left may take on M0 (from L1), reach the safe rosette M3 (from M1),
	// or enter on L2.
	captureOrSafety = "3:L4 1:R4 4:L4 2:L0 4:R3"
	// bearOff: two pieces a side; left has one piece on L7 and one waiting.
	// A 2 bears the L7 piece off exactly; a 3 cannot.
	bearOff = "4:L4 4:L0 4:M3 0 1:M7 0"
	// rosetteNext: left has a piece on L3 and six waiting; a 3 may reach
	// the rosette L0 or enter on L1.
	rosetteNext = "1:L4 0"
)

// TestKnownDecisions checks choices Massugu's utility makes certain: the
// capture on M0 (worth 5+5) over the rosette M3 (8), bearing off (15) over
// entering (2), and the piece farther along.
func TestKnownDecisions(t *testing.T) {
	for _, c := range []struct {
		name, record string
		pieces, roll int
		want         string
	}{
		{"capture before safety", captureOrSafety, 7, 2, "2:L1"},
		{"bear off exactly", bearOff, 2, 2, "2:L7"},
		{"no bearing off past the end", bearOff, 2, 3, "3:L4"},
		{"farthest piece", rosetteNext, 7, 3, "3:L3"},
	} {
		s, err := arena.Position(c.pieces, c.record)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for seed := range uint64(20) {
			m := massugu.Choose(s, c.roll, rand.New(rand.NewPCG(seed, 0)))
			if got := s.Token(m); got != c.want {
				t.Fatalf("%s (seed %d): Massugu plays %s, want %s", c.name, seed, got, c.want)
			}
		}
	}
}
