package iris

import (
	"time"

	"tessera/ai/mcts"
)

// C is the exploration constant of every Iris level, tuned by self-play on
// side 7 (irislab tune).
const C = 0.3

// TopBudget is the time the strongest level may think about one stone (a
// turn of two free stones takes twice that; a forced second stone none).
const TopBudget = 1500 * time.Millisecond

// Level is one Iris computer player: a tree search with this package's
// playouts within a budget.
type Level struct {
	ID          string // identifier, as in "iris-mcts-3000"
	Name        string // name for people
	Description string // one sentence for people
	Config      mcts.Config
}

// DefaultID is the level the strength benchmarks measure against plain UCT.
const DefaultID = "iris-mcts-30000"

// Levels returns the Iris levels, weakest first. Each beats the one below
// it at least 65% of the time in self-play (irislab ladder).
func Levels() []Level {
	return []Level{
		{"iris-mcts-300", "Beginner", "Tries each stone in a few hundred random games: it sees big threats, not plans.", Search(300, 0)},
		{"iris-mcts-3000", "Casual", "Plays out three thousand random games a stone and keeps the best.", Search(3_000, 0)},
		{"iris-mcts-30000", "Club", "Plays out thirty thousand random games a stone before it chooses.", Search(30_000, 0)},
		{"iris-mcts", "Master", "Thinks " + TopBudget.String() + " a stone on every core it can use: the strongest this device plays.", Search(0, TopBudget)},
	}
}

// Search returns the configuration of a level: the tree search with the
// MCTS-Solver, Iris playouts and C, within playouts playouts and budget
// time (0 for no cap).
func Search(playouts int, budget time.Duration) mcts.Config {
	cfg := mcts.Default(playouts)
	cfg.C = C
	cfg.Time = budget
	cfg.NewPolicy = func() mcts.Policy { return Policy{} }
	return cfg
}
