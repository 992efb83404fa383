package rulestest

import (
	"testing"

	"tessera/rules"
)

// CheckPasser checks g's rules.Passer capability: among the legal moves of
// its start, the pass is the one move IsPass names, written as token.
func CheckPasser(t *testing.T, g rules.Game, token string) {
	t.Helper()
	pos, err := g.New(rules.DefaultOptions(g))
	if err != nil {
		t.Fatal(err)
	}
	passer, ok := pos.(rules.Passer)
	if !ok {
		t.Fatalf("%s's positions are not a rules.Passer", g.Name())
	}
	passes := 0
	for _, m := range pos.Legal(nil) {
		if passer.IsPass(m) {
			passes++
			if pos.Token(m) != token {
				t.Errorf("the pass is written %q, want %q", pos.Token(m), token)
			}
		}
	}
	if passes != 1 {
		t.Errorf("%d passes among the legal moves", passes)
	}
}
