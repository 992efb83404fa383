package iris

import (
	"context"
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/mcts"
	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	board "tessera/rules/iris"
)

// The levels run from a small playout budget up to the time-budgeted top,
// each thinking more than the one below it, all with these playouts.
func TestLevelsClimb(t *testing.T) {
	levels := Levels()
	if len(levels) < 4 {
		t.Fatalf("%d levels, want at least 4", len(levels))
	}
	var ids []string
	for i, l := range levels {
		ids = append(ids, l.ID)
		if l.Name == "" || l.Description == "" {
			t.Errorf("level %q lacks a name or a description", l.ID)
		}
		if _, ok := config(l).NewPolicy().(Policy); !ok || !config(l).Solver {
			t.Errorf("level %q does not search with the solver and Iris playouts", l.ID)
		}
		top := i == len(levels)-1
		switch {
		case top && (config(l).Time == 0 || config(l).Playouts != 0):
			t.Errorf("the top level %q is not budgeted by time alone", l.ID)
		case !top && (config(l).Time != 0 || config(l).Playouts == 0):
			t.Errorf("level %q is not budgeted by playouts alone", l.ID)
		case i > 0 && !top && config(l).Playouts <= config(levels[i-1]).Playouts:
			t.Errorf("level %q plays no more playouts than the one below it", l.ID)
		}
	}
	if !slices.Contains(ids, DefaultID) {
		t.Errorf("the default level %q is not a level", DefaultID)
	}
	slices.Sort(ids)
	if len(slices.Compact(ids)) != len(levels) {
		t.Errorf("level IDs repeat: %v", ids)
	}
}

// The two lowest levels play whole side-5 games against each other, seats
// swapped; the arena refuses any illegal move.
func TestLevelsPlayLegalGames(t *testing.T) {
	levels := Levels()
	a := mcts.Arena{
		New:   func() rules.Position { return board.New(board.Options{Size: 5}) },
		A:     mcts.Player{Name: levels[1].Name, Config: config(levels[1])},
		B:     mcts.Player{Name: levels[0].Name, Config: config(levels[0])},
		Games: 2,
		Seed:  3,
	}
	tally, err := a.Run(context.Background())
	if err != nil || tally.Games != 2 {
		t.Fatalf("arena: %+v, %v", tally, err)
	}
}

// BenchmarkSearch measures whole iterations of a level's search (UCB1
// selection, expansion, an Iris playout, backup; solver on) from the
// empty side-7 board, 10,000 a search (iterations/s).
func BenchmarkSearch(b *testing.B) {
	mctstest.BenchmarkSearch(b, board.New(board.DefaultOptions()), Search(10_000, 0))
}

// config is the search configuration of a level, a tree search.
func config(l ai.Level) mcts.Config {
	cfg, _ := mcts.ConfigOf(l)
	return cfg
}
