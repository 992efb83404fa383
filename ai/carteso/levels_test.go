package carteso_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/carteso"
	"tessera/ai/mcts"
	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	rc "tessera/rules/carteso"
)

// The levels run from a small playout budget up to the time-budgeted top,
// each thinking more than the one below it, all with Carteso playouts.
func TestLevelsClimb(t *testing.T) {
	mctstest.CheckLadder(t, carteso.Levels(), func(p mcts.Policy) bool { _, ok := p.(carteso.Policy); return ok }, carteso.DefaultID)
}

// The two lowest levels play whole side-5 and side-7 games against each
// other, seats swapped; the arena refuses any illegal move.
func TestLevelsPlayLegalGames(t *testing.T) {
	for _, size := range []int{5, 7} {
		mctstest.PlayLowest(t, carteso.Levels(), func() rules.Position { return rc.New(rc.Options{Size: size, Komi: 5}) })
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
