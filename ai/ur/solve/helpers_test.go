package solve_test

import (
	"sync"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// solved caches one solve per piece count (1..3) across the tests.
var solved = func() (f [4]func() (*solve.Table, error)) {
	for n := 1; n < len(f); n++ {
		f[n] = sync.OnceValues(func() (*solve.Table, error) {
			t, _, err := solve.Solve(solve.Settings{Pieces: n})
			return t, err
		})
	}
	return f
}()

// table returns the solved table for pieces (1..3).
func table(t testing.TB, pieces int) *solve.Table {
	t.Helper()
	tb, err := solved[pieces]()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// reachable returns every state reached from the start through rules/ur's
// Legal and Apply for pieces (1..3), the game over ones left out, in BFS
// order; computed once per piece count.
func reachable(pieces int) []*ur.State { return explored[pieces]() }

var explored = func() (f [4]func() []*ur.State) {
	for n := 1; n < len(f); n++ {
		f[n] = sync.OnceValue(func() []*ur.State { return explore(n) })
	}
	return f
}()

// explore is reachable's breadth-first search.
func explore(pieces int) []*ur.State {
	start := ur.New(ur.Options{Pieces: pieces})
	seen := map[uint64]bool{start.Key(): true}
	out := []*ur.State{start}
	var moves []rules.Move
	for i := 0; i < len(out); i++ {
		moves = out[i].Legal(moves[:0])
		for _, m := range moves {
			c := *out[i]
			c.Apply(m)
			if c.ToMove() != rules.NoPlayer && !seen[c.Key()] {
				seen[c.Key()] = true
				out = append(out, &c)
			}
		}
	}
	return out
}
