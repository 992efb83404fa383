package carteso

import (
	"time"

	"tessera/ai"
	"tessera/ai/mcts"
)

// C is the exploration constant of every Carteso level.
const C = 0.5

// TopBudget is the time the strongest level may think about one stone.
const TopBudget = 2 * time.Second

// DefaultID is the level the strength benchmarks measure against plain UCT.
const DefaultID = "carteso-mcts-10000"

// Levels returns the Carteso levels, weakest first: tree searches with this
// package's playouts (cartesolab ladder measures each against the one below
// it).
//
// Their ratings (ai.Level.Rating) are from the ladder of 27 November 2026
// at their real budgets (ai/cmd/ladder -round 16 -most 48 carteso;
// ai/README.md, "The ladder").
func Levels() []ai.Level {
	return mcts.Ladder("carteso-mcts", C, newPolicy,
		mcts.Rung{Playouts: 300, Name: "Beginner", Description: "Tries each stone in a few hundred random games: it sees the nearest claims, not plans.", Rating: 597},
		mcts.Rung{Playouts: 2_000, Name: "Casual", Description: "Plays out two thousand random games a stone and keeps the best.", Default: true, Rating: 1193},
		mcts.Rung{Playouts: 10_000, Name: "Club", Description: "Plays out ten thousand random games a stone, a fraction of a second's thought.", Rating: 1790},
		mcts.Master(TopBudget, "stone").Rated(2386))
}

// Search returns the configuration of a level: the tree search with the
// MCTS-Solver, Carteso playouts and C, within playouts playouts and budget
// time (0 for no cap).
func Search(playouts int, budget time.Duration) mcts.Config {
	return mcts.Tuned(C, newPolicy, playouts, budget)
}

// newPolicy makes the playouts of every level.
func newPolicy() mcts.Policy { return Policy{} }
