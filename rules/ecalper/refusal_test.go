package ecalper_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/rulestest"
)

// TestRefusal checks the reason given for each of Ecalper's refusals
// (docs/rules.md, Ecalper), on the side-5 board.
func TestRefusal(t *testing.T) {
	// Black to replace one of white's new stones a1, a2, a3.
	const replacing = "black_w:c4_new:a3.a2.a1_b:c5.c3"
	tests := []struct {
		pie           bool
		setup         string
		before        []string
		token, reason string
	}{
		{true, replacing, nil, "d4", "replace first: convert a stone white placed in their last turn, as xa1"},
		{true, replacing, nil, "xc5", "c5 is already black's"},
		{true, replacing, nil, "xd4", "d4 is empty: a replacement converts a stone of white's"},
		{true, replacing, nil, "xc4", "only a stone white placed in their last turn can be converted, not c4"},
		{true, replacing, nil, "swap", "swap is only at the start of white's first turn"},
		{true, replacing, []string{"xa1"}, "xa2", "this turn's replacement is made: place stone 1 of 3 on an empty cell"},
		{true, replacing, []string{"xa1"}, "c5", "c5 is taken"},
		{true, "", nil, "xa1", "black's first turn is three placements, with no replacement"},
		{false, "white_new:c3.c4.c5", nil, "swap", "the pie rule is off in this game"},
		{true, "", []string{"a1", "a2", "a3", "swap"}, "swap", "white has already swapped"},
	}
	for _, tt := range tests {
		got := rulestest.Refused(t, ecalper.Game{}, options(5, tt.pie), tt.setup, tt.before, tt.token)
		if got != tt.reason {
			t.Errorf("from %q after %q, %q is refused because %q, want %q", tt.setup, tt.before, tt.token, got, tt.reason)
		}
	}
}

// TestRefusalsHaveReasons plays random games, with and without the pie
// rule, and checks that every placement, replacement and swap Legal does
// not list has a reason.
func TestRefusalsHaveReasons(t *testing.T) {
	for _, pie := range []bool{true, false} {
		tokens := []string{"swap"}
		for _, name := range (ecalper.Game{}).SetupCells(options(5, pie)) {
			tokens = append(tokens, name, "x"+name)
		}
		candidates := func(rules.Position) []string { return tokens }
		if n := rulestest.CheckRefusals(t, ecalper.Game{}, options(5, pie), 10, candidates); n == 0 {
			t.Errorf("pie %v: no token was refused", pie)
		}
	}
}
