package iris_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// TestIsPass checks the rules.Passer capability: among the legal moves of
// the start, the pass is the one move IsPass names, and its token is
// PassToken.
func TestIsPass(t *testing.T) {
	g := iris.Game{}
	pos, err := g.New(rules.DefaultOptions(g))
	if err != nil {
		t.Fatal(err)
	}
	passes := 0
	for _, m := range pos.Legal(nil) {
		if pos.(rules.Passer).IsPass(m) {
			passes++
			if pos.Token(m) != iris.PassToken {
				t.Errorf("the pass is written %q", pos.Token(m))
			}
		}
	}
	if passes != 1 {
		t.Errorf("%d passes among the legal moves", passes)
	}
}
