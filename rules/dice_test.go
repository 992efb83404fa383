package rules_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/rules/ur"
)

// Offer gives every legal move, but in Ur those of one throw of the dice
// (docs/rules.md, Royal Game of Ur: the moves of the roll thrown), and every
// roll comes up.
func TestOffer(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pos, err := iris.Game{}.New(rules.Options{"size": "5"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rules.Offer(pos, rng, nil), pos.Legal(nil); !slices.Equal(got, want) {
		t.Errorf("Iris: offered %v, legal %v", got, want)
	}
	s := ur.New(ur.DefaultOptions())
	seen := map[int]bool{}
	for range 200 {
		moves := rules.Offer(s, rng, nil)
		roll := s.Describe(moves[0]).Roll
		seen[roll] = true
		if !slices.Equal(moves, s.LegalFor(roll, nil)) {
			t.Fatalf("Ur: offered %v for a roll of %d", moves, roll)
		}
	}
	if len(seen) != 5 {
		t.Errorf("200 throws gave the rolls %v, want all of 0..4", seen)
	}
}
