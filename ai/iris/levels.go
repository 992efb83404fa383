package iris

import (
	"time"

	"tessera/ai"
	"tessera/ai/mcts"
)

// C is the exploration constant of every Iris level, tuned by self-play on
// side 7 (irislab tune).
const C = 0.3

// TopBudget is the time the strongest level may think about one stone (a
// turn of two free stones takes twice that; a forced second stone none).
const TopBudget = 1500 * time.Millisecond

// DefaultID is the level the strength benchmarks measure against plain UCT.
const DefaultID = "iris-mcts-30000"

// Levels returns the Iris levels, weakest first: tree searches with this
// package's playouts. Each beats the one below it at least 65% of the time
// in self-play (irislab ladder).
//
// Their ratings (ai.Level.Rating) are from the ladder of 27 November 2026
// at their real budgets (ai/cmd/ladder -round 16 -most 48 iris;
// ai/README.md, "The ladder").
func Levels() []ai.Level {
	return mcts.Ladder("iris-mcts", C, newPolicy,
		mcts.Rung{Playouts: 300, Name: "Beginner", Description: "Tries each stone in a few hundred random games: it sees big threats, not plans.", Rating: 597},
		mcts.Rung{Playouts: 3_000, Name: "Casual", Description: "Plays out three thousand random games a stone and keeps the best.", Default: true, Rating: 1193},
		mcts.Rung{Playouts: 30_000, Name: "Club", Description: "Plays out thirty thousand random games a stone before it chooses.", Rating: 1790},
		mcts.Master(TopBudget, "stone").Rated(2260))
}

// Search returns the configuration of a level: the tree search with the
// MCTS-Solver, Iris playouts and C, within playouts playouts and budget
// time (0 for no cap).
func Search(playouts int, budget time.Duration) mcts.Config {
	return mcts.Tuned(C, newPolicy, playouts, budget)
}

// newPolicy makes the playouts of every level.
func newPolicy() mcts.Policy { return Policy{} }
