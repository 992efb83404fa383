package carteso

import (
	"time"

	"tessera/ai/mcts"
)

// C is the exploration constant of every Carteso level.
const C = 0.5

// TopBudget is the time the strongest level may think about one stone.
const TopBudget = 2 * time.Second

// Level is one Carteso computer player: a tree search with this package's
// playouts within a budget.
type Level struct {
	ID          string // identifier, as in "carteso-mcts-3000"
	Name        string // name for people
	Description string // one sentence for people
	Engine      mcts.Engine
}

// DefaultID is the level the strength benchmarks measure against plain UCT.
const DefaultID = "carteso-mcts-10000"

// Levels returns the Carteso levels, weakest first (cartesolab ladder
// measures each against the one below it).
func Levels() []Level {
	return []Level{
		{"carteso-mcts-300", "Beginner", "Tries each stone in a few hundred random games: it sees the nearest claims, not plans.", level(300, 0)},
		{"carteso-mcts-2000", "Casual", "Plays out two thousand random games a stone and keeps the best.", level(2_000, 0)},
		{"carteso-mcts-10000", "Club", "Plays out ten thousand random games a stone, a fraction of a second's thought.", level(10_000, 0)},
		{"carteso-mcts", "Master", "Thinks " + TopBudget.String() + " a stone on every core it can use: the strongest this device plays.", level(0, TopBudget)},
	}
}

// level returns the engine of a level within playouts playouts and budget
// time (0 for no cap).
func level(playouts int, budget time.Duration) mcts.Engine {
	return mcts.Engine{Config: Search(playouts, budget)}
}

// Search returns the configuration of a level: the tree search with the
// MCTS-Solver, Carteso playouts and C, within playouts playouts and budget
// time (0 for no cap).
func Search(playouts int, budget time.Duration) mcts.Config {
	cfg := mcts.Default(playouts)
	cfg.C = C
	cfg.Time = budget
	cfg.NewPolicy = func() mcts.Policy { return Policy{} }
	return cfg
}
