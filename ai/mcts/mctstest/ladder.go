package mctstest

import (
	"context"
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/rules"
)

// CheckLadder checks a game's tree-search levels (mcts.Ladder), weakest
// first: at least four, each named and described, each a search with the
// solver and playouts the game's own (ownPolicy says so), budgeted by
// playouts that rise level by level up to a top budgeted by time alone;
// the IDs distinct, defaultID among them.
func CheckLadder(t *testing.T, levels []ai.Level, ownPolicy func(mcts.Policy) bool, defaultID string) {
	t.Helper()
	if len(levels) < 4 {
		t.Fatalf("%d levels, want at least 4", len(levels))
	}
	var ids []string
	below := 0
	for i, l := range levels {
		ids = append(ids, l.ID)
		cfg, ok := mcts.ConfigOf(l)
		if l.Name == "" || l.Description == "" {
			t.Errorf("level %q lacks a name or a description", l.ID)
		}
		if !ok || !ownPolicy(cfg.NewPolicy()) || !cfg.Solver {
			t.Errorf("level %q does not search with the solver and the game's playouts", l.ID)
			continue
		}
		top := i == len(levels)-1
		switch {
		case top && (cfg.Time == 0 || cfg.Playouts != 0):
			t.Errorf("the top level %q is not budgeted by time alone", l.ID)
		case !top && (cfg.Time != 0 || cfg.Playouts == 0):
			t.Errorf("level %q is not budgeted by playouts alone", l.ID)
		case !top && cfg.Playouts <= below:
			t.Errorf("level %q plays no more playouts than the one below it", l.ID)
		}
		below = cfg.Playouts
	}
	if !slices.Contains(ids, defaultID) {
		t.Errorf("the default level %q is not a level", defaultID)
	}
	slices.Sort(ids)
	if len(slices.Compact(ids)) != len(levels) {
		t.Errorf("level IDs repeat: %v", ids)
	}
}

// PlayLowest has the two lowest of levels play two whole games from start,
// seats swapped, through the arena, which refuses any illegal move.
func PlayLowest(t *testing.T, levels []ai.Level, start func() rules.Position) {
	t.Helper()
	var players [2]mcts.Player
	for i := range players {
		cfg, _ := mcts.ConfigOf(levels[1-i])
		players[i] = mcts.Player{Name: levels[1-i].Name, Config: cfg}
	}
	a := mcts.Arena{New: start, A: players[0], B: players[1], Games: 2, Seed: 3}
	tally, err := a.Run(context.Background())
	if err != nil || tally.Games != 2 {
		t.Fatalf("arena: %+v, %v", tally, err)
	}
}
