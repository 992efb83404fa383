package echelon_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// TestStackWins checks the immediate stack wins of both players, found by
// hand. Red: f8 and a6 stomp the two-stack f6 (a6 along row 6, past empty
// b6..e6); the top of the four-stack a1 reveals red when it leaves, and its
// one move (b1, b2 and a3 dead) is to a2. Blue: k11 stomps f6 along the
// diagonal j10 i9 h8 g7. The gentleman variant has none.
func TestStackWins(t *testing.T) {
	pos := map[string]string{"f6": "rb", "f8": "r", "a6": "r", "a1": "bbrr", "k11": "b"}
	dead := []string{"b1", "b2", "a3"}
	s := echelon.Setup(std, red, pos, dead...)
	for _, tt := range []struct {
		p    rules.Player
		want []string
	}{{red, []string{"a1-a2", "a6-f6", "f8-f6"}}, {blue, []string{"k11-f6"}}} {
		if got := tokensOf(s, s.StackWins(tt.p, nil)); !slices.Equal(got, tt.want) {
			t.Errorf("StackWins(%d) = %q, want %q", tt.p, got, tt.want)
		}
	}
	g := echelon.Setup(gent, red, pos, dead...)
	if got := g.StackWins(red, nil); len(got) != 0 {
		t.Errorf("gentleman: StackWins = %q, want none", tokensOf(g, got))
	}
}
