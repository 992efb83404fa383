package carteso_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/carteso"
	"tessera/ai/mcts"
	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	rc "tessera/rules/carteso"
)

// The levels run from a small playout budget up to the time-budgeted top,
// each thinking more than the one below it, all with Carteso playouts.
func TestLevelsClimb(t *testing.T) {
	levels := carteso.Levels()
	if len(levels) != 4 {
		t.Fatalf("%d levels, want 4", len(levels))
	}
	var ids []string
	for i, l := range levels {
		cfg, _ := mcts.ConfigOf(l)
		ids = append(ids, l.ID)
		if l.Name == "" || l.Description == "" {
			t.Errorf("level %q lacks a name or a description", l.ID)
		}
		if _, ok := cfg.NewPolicy().(carteso.Policy); !ok || !cfg.Solver {
			t.Errorf("level %q does not search with the solver and Carteso playouts", l.ID)
		}
		top := i == len(levels)-1
		switch {
		case top && (cfg.Time == 0 || cfg.Playouts != 0):
			t.Errorf("the top level %q is not budgeted by time alone", l.ID)
		case !top && (cfg.Time != 0 || cfg.Playouts == 0):
			t.Errorf("level %q is not budgeted by playouts alone", l.ID)
		case i > 0 && !top && cfg.Playouts <= config(levels[i-1]).Playouts:
			t.Errorf("level %q plays no more playouts than the one below it", l.ID)
		}
	}
	if !slices.Contains(ids, carteso.DefaultID) {
		t.Errorf("the default level %q is not a level", carteso.DefaultID)
	}
	slices.Sort(ids)
	if len(slices.Compact(ids)) != len(levels) {
		t.Errorf("level IDs repeat: %v", ids)
	}
}

// The two lowest levels play whole side-5 and side-7 games against each
// other, seats swapped; the arena refuses any illegal move.
func TestLevelsPlayLegalGames(t *testing.T) {
	levels := carteso.Levels()
	for _, size := range []int{5, 7} {
		a := mcts.Arena{
			New:   func() rules.Position { return rc.New(rc.Options{Size: size, Komi: 5}) },
			A:     mcts.Player{Name: levels[1].Name, Config: config(levels[1])},
			B:     mcts.Player{Name: levels[0].Name, Config: config(levels[0])},
			Games: 2,
			Seed:  3,
		}
		tally, err := a.Run(context.Background())
		if err != nil || tally.Games != 2 {
			t.Fatalf("side %d: arena: %+v, %v", size, tally, err)
		}
	}
}

// A level's engine chooses among the moves it is given only.
func TestLevelChoosesAmongMoves(t *testing.T) {
	s := rc.New(rc.Options{Size: 5})
	only := []rules.Move{rc.Place(rc.At(4, 4), rc.White), rc.Pass}
	m, err := carteso.Levels()[0].Engine.Choose(context.Background(), s, only, rand.New(rand.NewPCG(1, 1)))
	if err != nil || !slices.Contains(only, m) {
		t.Errorf("Choose = %v, %v; want one of %v", m, err, only)
	}
}

// BenchmarkSearch measures whole iterations of a level's search (UCB1
// selection, expansion, a Carteso playout, backup; solver on) from the
// empty 9x9 board, 10,000 a search (iterations/s).
func BenchmarkSearch(b *testing.B) {
	mctstest.BenchmarkSearch(b, rc.New(rc.DefaultOptions()), carteso.Search(10_000, 0))
}

// config is the search configuration of a level, a tree search.
func config(l ai.Level) mcts.Config {
	cfg, _ := mcts.ConfigOf(l)
	return cfg
}
