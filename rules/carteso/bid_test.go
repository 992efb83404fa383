package carteso_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// TestBidProposal checks the bid's rules: it settles the komi, a proposal
// is a komi as docs/rules.md writes one, given back as the option's value
// the game then takes; anything else is refused.
func TestBidProposal(t *testing.T) {
	var g rules.Bidding = carteso.Game{}
	if g.BidOption() != "komi" {
		t.Errorf("the bid settles %q", g.BidOption())
	}
	for in, want := range map[string]string{"6": "6", "6.5": "6.5", "-0.5": "-0.5", "12.0": "12", "007": "7"} {
		v, err := g.ParseProposal(in)
		if err != nil || v != want {
			t.Errorf("ParseProposal(%q) = %q, %v; want %q", in, v, err, want)
			continue
		}
		if _, err := (carteso.Game{}).New(rules.Options{"size": "5", g.BidOption(): v}); err != nil {
			t.Errorf("the game refuses the komi %q it was bid: %v", v, err)
		}
	}
	for _, in := range []string{"", "6.25", "abc", "+3", "6.", "six"} {
		if v, err := g.ParseProposal(in); err == nil {
			t.Errorf("ParseProposal(%q) = %q, not refused", in, v)
		}
	}
}
