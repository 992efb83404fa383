package echelon

import (
	"context"
	"math/rand/v2"
	"time"

	"tessera/rules"
)

// Chooser is the shape of the ai package's engines.
type Chooser interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// Level is one computer player people can choose, weakest first in
// Levels.
type Level struct {
	ID, Name, Description string
	Engine                *Engine
}

// Budgets of the stronger levels, a move.
const (
	ExpertBudget = 1 * time.Second
	MasterBudget = 5 * time.Second
)

// Levels returns the levels, weakest first. In the gentleman variant each
// beat the one below it in self-play, seats swapped, 20 games a pair, the
// budgets scaled by 0.2 (echelonlab ladder -scale 0.2): casual 85% of
// beginner's games, club 95% of casual's, expert 100% of club's, master
// 80% of expert's (from four random plies, -opening 4). At the full
// budgets expert won 90% of club's games and master 70% of expert's. In the standard
// variant every level finds the first player's win in three plies.
func Levels() []Level {
	weak := func(depth, noise int) Config {
		c := DefaultConfig(depth, time.Second)
		c.Noise, c.Book, c.TableBits = noise, false, 16
		return c
	}
	return []Level{
		{"echelon-beginner", "Beginner", "Looks one move ahead, and not carefully.", New(weak(1, 200))},
		{"echelon-casual", "Casual", "Looks two moves ahead and sometimes misjudges.", New(weak(2, 60))},
		{"echelon-club", "Club player", "Looks three moves ahead.", New(weak(3, 20))},
		{"echelon-expert", "Expert", "Searches deeply for a second a move, with an opening book.", New(DefaultConfig(0, ExpertBudget))},
		{"echelon-master", "Master", "Searches deeply for five seconds a move, with an opening book.", New(DefaultConfig(0, MasterBudget))},
	}
}
