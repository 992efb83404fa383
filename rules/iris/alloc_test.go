package iris_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// TestNoAllocation checks that Legal (into a slice with room), Apply,
// Clone's copy and Result allocate nothing, so engines can call them in
// their loops.
func TestNoAllocation(t *testing.T) {
	s := state(play(t, 7, "g7", "a1", "m13", "d4"))
	dst := make([]rules.Move, 0, 200)
	var c iris.State
	allocs := testing.AllocsPerRun(100, func() {
		dst = s.Legal(dst[:0])
		c = *s
		c.Apply(dst[len(dst)-1])
		c.Apply(iris.Pass)
		c.Apply(iris.Pass) // two passes: the game ends and Result scores it
		_ = c.Result()
	})
	if allocs != 0 {
		t.Errorf("Legal, Apply and Result allocate %v times a run, want 0", allocs)
	}
}
