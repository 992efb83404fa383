package mcts

import (
	"slices"
	"testing"
	"time"
)

// A ladder keeps its rungs' order, words and budgets, names the capped
// levels by their playouts and searches every level with the game's
// constant, policy and the solver.
func TestLadder(t *testing.T) {
	newPolicy := func() Policy { return &Uniform{} }
	levels := Ladder("g-mcts", 0.3, newPolicy,
		Rung{Playouts: 300, Name: "Beginner", Description: "few"},
		Rung{Playouts: 3000, Name: "Casual", Description: "more"},
		Master(2*time.Second, "stone"))
	var ids []string
	configs := make([]Config, len(levels))
	for i, l := range levels {
		ids = append(ids, l.ID)
		cfg, ok := ConfigOf(l)
		if !ok {
			t.Fatalf("level %q is not a tree search: %#v", l.ID, l.Engine)
		}
		configs[i] = cfg
		if cfg.C != 0.3 || !cfg.Solver || cfg.NewPolicy == nil {
			t.Errorf("level %q: %+v", l.ID, cfg)
		}
		if _, ok := cfg.NewPolicy().(*Uniform); !ok {
			t.Errorf("level %q does not play out with the game's policy", l.ID)
		}
	}
	if want := []string{"g-mcts-300", "g-mcts-3000", "g-mcts"}; !slices.Equal(ids, want) {
		t.Errorf("IDs %v, want %v", ids, want)
	}
	budgets := [][2]int64{{300, 0}, {3000, 0}, {0, int64(2 * time.Second)}}
	for i, l := range levels {
		if got := [2]int64{int64(configs[i].Playouts), int64(configs[i].Time)}; got != budgets[i] {
			t.Errorf("level %q budget %v, want %v", l.ID, got, budgets[i])
		}
	}
	top := levels[2]
	if top.Name != "Master" || top.Description != "Thinks 2s a stone on every core it can use: the strongest this device plays." {
		t.Errorf("top level %q: %q", top.Name, top.Description)
	}
	if levels[1].Name != "Casual" || levels[1].Description != "more" {
		t.Errorf("level 1 words: %q, %q", levels[1].Name, levels[1].Description)
	}
}
