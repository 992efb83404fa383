package review_test

import (
	"math"
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/review"
	"tessera/rules"
	"tessera/rules/games"
)

// TestOf puts a review together from evaluations made up for a
// short Echelon record: the best move loses nothing, another loses what
// its chance after (the next position's, from the mover's side) falls
// short of the best, and a resignation is no choice.
func TestOf(t *testing.T) {
	g, err := games.Lookup("echelon")
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.Replay(g, rules.DefaultOptions(g), []string{"e4-e3", "i10-h9", "b1-c1", rules.Resign})
	if err != nil {
		t.Fatal(err)
	}
	ev := func(chance float64, best string, bestChance float64) ai.Evaluation {
		return ai.Evaluation{Chance: chance, Moves: []ai.MoveChance{{Token: best, Chance: bestChance}}}
	}
	evals := map[int]ai.Evaluation{0: ev(0.5, "e4-e3", 0.5), 1: ev(0.4, "a1-a2", 0.45), 2: ev(0.9, "d2-e3", 1), 3: ev(0.8, "g7-f7", 0.8)}
	got := review.Of(m, evals)
	want := []struct {
		ply          int
		played, lost float64
	}{{0, 0.6, 0}, {1, 0.1, 0.35}, {2, 0.2, 0.8}}
	if len(got) != len(want) {
		t.Fatalf("Of = %+v, want plies %+v", got, want)
	}
	for i, w := range want {
		if g := got[i]; g.Ply != w.ply || math.Abs(g.Played-w.played) > 1e-9 || math.Abs(g.Lost-w.lost) > 1e-9 {
			t.Errorf("ply %d: %+v, want played %v lost %v", w.ply, g, w.played, w.lost)
		}
	}
	if got := review.Choices(m); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("Choices of a resigned game = %v, want every ply but the end", got)
	}
}
