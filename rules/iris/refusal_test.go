package iris_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/rules/rulestest"
)

// TestRefusal checks the reason given for each of Iris's refusals
// (docs/rules.md, Iris), on the side-5 board (a1 a rim corner, i9 its
// opposite, d4 and d5 neighbouring gray cells).
func TestRefusal(t *testing.T) {
	const whiteToMove = "white_b:e5"
	tests := []struct {
		setup         string
		before        []string
		token, reason string
	}{
		{whiteToMove, nil, "e5", "e5 is taken"},
		{"", nil, "a1", "black's first stone goes on a gray cell, not on the rim"},
		{whiteToMove, []string{"a1"}, "b2", "the second stone must go on the cell opposite the first, i9"},
		{whiteToMove, []string{"a1"}, "pass", "no pass instead of a second stone"},
		{whiteToMove, []string{"d4"}, "a1", "after a gray first stone the second goes on a gray cell, not on the rim"},
		{whiteToMove, []string{"d4"}, "d5", "the second stone may not touch the first, d4"},
		{whiteToMove, []string{"d4"}, "d4", "d4 is taken"},
	}
	opts := rules.Options{"size": "5"}
	for _, tt := range tests {
		if got := rulestest.Refused(t, iris.Game{}, opts, tt.setup, tt.before, tt.token); got != tt.reason {
			t.Errorf("from %q after %q, %q is refused because %q, want %q", tt.setup, tt.before, tt.token, got, tt.reason)
		}
	}
}

// TestRefusalsHaveReasons plays random games and checks that every stone
// and pass Legal does not list has a reason.
func TestRefusalsHaveReasons(t *testing.T) {
	opts := rules.Options{"size": "5"}
	tokens := append([]string{"pass"}, (iris.Game{}).SetupCells(opts)...)
	candidates := func(rules.Position) []string { return tokens }
	if n := rulestest.CheckRefusals(t, iris.Game{}, opts, 20, candidates); n == 0 {
		t.Error("no token was refused")
	}
}
