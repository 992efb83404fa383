package ur_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/rulestest"
	"tessera/rules/ur"
)

// TestRefusal checks the reason given for each of Ur's refusals
// (docs/rules.md, Royal Game of Ur) in one position: left on L1, M1 and
// M7, right on the central rosette M3, three pieces a side.
func TestRefusal(t *testing.T) {
	const setup = "left_l:L1.M1.M7_r:M3"
	tests := []struct{ token, want string }{
		{"3:L4", "no piece of left's is on L4"},
		{"1:L2", "no piece of left's is on L2"},
		{"1:L5", "no piece of left's is on L5"},
		{"4:M7", "a 4 from M7 overshoots the finish: bearing off needs exactly 3"},
		{"3:L1", "a 3 from L1 lands on left's own piece on M1"},
		{"2:M1", "right's piece on the central rosette M3 is safe"},
		{"0:L1", "a 0 moves no piece: the token is the bare 0"},
		{"1", "a 1 must move a piece when one can, as 1:L1"},
	}
	opts := rules.Options{"pieces": "3"}
	for _, tt := range tests {
		if got := rulestest.Refused(t, ur.Game{}, opts, setup, nil, tt.token); got != tt.want {
			t.Errorf("%q is refused because %q, want %q", tt.token, got, tt.want)
		}
	}
}

// TestRefusalsHaveReasons plays random games and checks that every
// roll:cell and bare roll Legal does not list has a reason.
func TestRefusalsHaveReasons(t *testing.T) {
	var tokens []string
	for roll := range ur.MaxRoll + 1 {
		tokens = append(tokens, string(rune('0'+roll)))
		for _, col := range "LMR" {
			for row := range 8 {
				tokens = append(tokens, string([]rune{rune('0' + roll), ':', col, rune('0' + row)}))
			}
		}
	}
	candidates := func(rules.Position) []string { return tokens }
	if n := rulestest.CheckRefusals(t, ur.Game{}, rules.Options{"pieces": "7"}, 10, candidates); n == 0 {
		t.Error("no token was refused")
	}
}
