package carteso_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/rulestest"
)

// TestRefusal checks the reason given for Carteso's one refusal
// (docs/rules.md, Carteso): a stone of either colour on a taken point.
func TestRefusal(t *testing.T) {
	const setup = "vertical_b:c3_w:c4"
	tests := []struct{ token, reason string }{
		{"Bc3", "c3 is taken by a black stone"},
		{"Wc3", "c3 is taken by a black stone"},
		{"Bc4", "c4 is taken by a white stone"},
	}
	opts := rules.Options{"size": "5", "komi": "0.5"}
	for _, tt := range tests {
		if got := rulestest.Refused(t, carteso.Game{}, opts, setup, nil, tt.token); got != tt.reason {
			t.Errorf("%q is refused because %q, want %q", tt.token, got, tt.reason)
		}
	}
}

// TestRefusalsHaveReasons plays random games and checks that every stone
// Legal does not list has a reason.
func TestRefusalsHaveReasons(t *testing.T) {
	opts := rules.Options{"size": "5", "komi": "0.5"}
	tokens := []string{"pass"}
	for _, name := range (carteso.Game{}).SetupCells(opts) {
		tokens = append(tokens, "B"+name, "W"+name)
	}
	candidates := func(rules.Position) []string { return tokens }
	if n := rulestest.CheckRefusals(t, carteso.Game{}, opts, 20, candidates); n == 0 {
		t.Error("no token was refused")
	}
}
