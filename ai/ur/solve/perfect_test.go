package solve_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// TestPerfectPlaysLegalBestMoves checks, on every reachable 2-piece state
// and every roll, that the perfect player plays a legal move and that no
// legal move has a higher MoveChance, and that a move's chance agrees with
// the Bellman equation: the roll's best chances weighted by the dice are
// the table's value of the state.
func TestPerfectPlaysLegalBestMoves(t *testing.T) {
	tb := table(t, 2)
	p := solve.Perfect{Table: tb}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range reachable(2) {
		want, ok := tb.WinChance(s)
		if !ok {
			t.Fatalf("no value for state %x", s.Key())
		}
		got := 0.0
		for roll := range ur.MaxRoll + 1 {
			legal := s.LegalFor(roll, nil)
			m := p.Choose(context.Background(), s, roll, rng)
			if !slices.Contains(legal, m) {
				t.Fatalf("state %x roll %d: perfect chose %v, not among %v", s.Key(), roll, m, legal)
			}
			chosen := tb.MoveChance(s, m)
			for _, x := range legal {
				if tb.MoveChance(s, x) > chosen {
					t.Fatalf("state %x roll %d: %v is worth more than the chosen %v", s.Key(), roll, x, m)
				}
			}
			got += float64(ur.RollChance(roll)) / 16 * chosen
		}
		if d := got - want; d > 1e-6 || d < -1e-6 {
			t.Fatalf("state %x: best moves give %v, table %v", s.Key(), got, want)
		}
	}
}
