package iris

import (
	"testing"

	"tessera/ai/mcts"
	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	board "tessera/rules/iris"
)

// The levels run from a small playout budget up to the time-budgeted top,
// each thinking more than the one below it, all with these playouts.
func TestLevelsClimb(t *testing.T) {
	mctstest.CheckLadder(t, Levels(), func(p mcts.Policy) bool { _, ok := p.(Policy); return ok }, DefaultID)
}

// The two lowest levels play whole side-5 games against each other, seats
// swapped; the arena refuses any illegal move.
func TestLevelsPlayLegalGames(t *testing.T) {
	mctstest.PlayLowest(t, Levels(), func() rules.Position { return board.New(board.Options{Size: 5}) })
}

// BenchmarkSearch measures whole iterations of a level's search (UCB1
// selection, expansion, an Iris playout, backup; solver on) from the
// empty side-7 board, 10,000 a search (iterations/s).
func BenchmarkSearch(b *testing.B) {
	mctstest.BenchmarkSearch(b, board.New(board.DefaultOptions()), Search(10_000, 0))
}
