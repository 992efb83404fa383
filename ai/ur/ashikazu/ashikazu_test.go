package ashikazu_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/ashikazu"
)

// TestKnownDecisions checks choices Ashikazu's definition makes certain.
// Left stands on L1 and M1, right on M0; with a 2, depth 1 (util only)
// takes on M0 (2 steps + 5) over M3 or entering (2 steps each). Left has
// a piece on L3 and six waiting, right seven waiting; with a 3, depth 2
// takes the rosette L0: its own next optimistic turn is added (3 + 4),
// where entering on L1 lets right's be subtracted (3 - 4).
func TestKnownDecisions(t *testing.T) {
	for _, c := range []struct {
		name, record      string
		depth, roll       int
		want              string
		wantValues        []int
		wantValuesOfMoves []string
	}{
		{"capture", "3:L4 1:R4 4:L4 2:L0 4:R3", 1, 2, "2:L1", nil, nil},
		{"extra roll", "1:L4 0", 2, 3, "3:L3", []int{-1, 7}, []string{"3:L4", "3:L3"}},
	} {
		s, err := arena.Position(7, c.record)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for seed := range uint64(20) {
			m := ashikazu.Choose(context.Background(), s, c.roll, c.depth, rand.New(rand.NewPCG(seed, 0)))
			if got := s.Token(m); got != c.want {
				t.Fatalf("%s (seed %d): Ashikazu-%d plays %s, want %s", c.name, seed, c.depth, got, c.want)
			}
		}
		for i, tok := range c.wantValuesOfMoves {
			m, _ := s.ParseToken(tok)
			if got := ashikazu.Value(s, m, c.depth); got != c.wantValues[i] {
				t.Errorf("%s: value of %s = %d, want %d", c.name, tok, got, c.wantValues[i])
			}
		}
	}
}

// TestValueDepthOne checks that depth 1 weighs a move by its util alone.
func TestValueDepthOne(t *testing.T) {
	for _, d := range arena.Decisions(2, 40) {
		for _, m := range d.State.LegalFor(d.Roll, nil) {
			if v, u := ashikazu.Value(d.State, m, 1), ashikazu.Util(d.State, m); v != u {
				t.Fatalf("Value at depth 1 = %d, Util = %d", v, u)
			}
		}
	}
}

// TestStopped checks that a search whose context is done before it starts
// still returns a legal move.
func TestStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, d := range arena.Decisions(3, 20) {
		m := ashikazu.Choose(ctx, d.State, d.Roll, 15, rand.New(rand.NewPCG(1, 1)))
		if !slices.Contains(d.State.LegalFor(d.Roll, nil), m) {
			t.Fatalf("stopped search returned illegal move %v", m)
		}
	}
}
