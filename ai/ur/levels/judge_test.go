package levels

import (
	"math"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
)

// The mapping keeps certain results, keeps the order and makes a lead
// count for more (A > 1), about an even chance.
func TestShown(t *testing.T) {
	if shown(0) != 0 || shown(1) != 1 {
		t.Errorf("shown(0), shown(1) = %v, %v; want them kept", shown(0), shown(1))
	}
	if math.Abs(shown(0.5)-0.5) > 0.01 {
		t.Errorf("shown(0.5) = %v, want about ½", shown(0.5))
	}
	prev := 0.0
	for c := 0.05; c < 1; c += 0.05 {
		got := shown(c)
		if got <= prev || c > 0.5 && got <= c || c < 0.5 && got >= c {
			t.Errorf("shown(%.2f) = %.4f after %.4f: not in order, or not further from ½", c, got, prev)
		}
		prev = got
	}
}

// The analyst rates the move MoveChances values best, by the logit of its
// chance, and maps it with the page's calibration.
func TestAnalystRatesTheBestMove(t *testing.T) {
	var d arena.Decision
	for _, d = range arena.Decisions(8, 8) {
		if len(d.State.LegalFor(d.Roll, nil)) > 2 {
			break
		}
	}
	s, moves := d.State, d.State.LegalFor(d.Roll, nil)
	chances, err := MoveChances(withNet, s, moves)
	if err != nil || len(moves) < 3 {
		t.Fatalf("%d moves: %v", len(moves), err)
	}
	a := Analyst()
	rs, err := a.Rate(withNet, s, moves, rand.New(rand.NewPCG(1, 2)))
	if err != nil || len(rs) != 1 {
		t.Fatalf("Rate = %v, %v; want one rating", rs, err)
	}
	best := 0
	for i, c := range chances {
		if c > chances[best] {
			best = i
		}
	}
	if rs[0].Move != moves[best] || math.Abs(a.Fit.Chance(rs[0].X)-shown(chances[best])) > 1e-9 {
		t.Errorf("rated %v at %.4f (shown), want %v at %.4f", rs[0].Move, a.Fit.Chance(rs[0].X), moves[best], shown(chances[best]))
	}
}
