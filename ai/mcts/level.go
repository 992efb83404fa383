package mcts

import (
	"context"
	"math/rand/v2"
	"strconv"
	"time"

	"tessera/ai"
	"tessera/rules"
)

// LevelEngine is a tree search as the engine of a level people play. A
// single move (a forced second stone) is answered at once, with no
// playout. Its search can be shared out: several searches of one position
// with different seeds, their root statistics merged (root parallelism,
// one per Web Worker in the browser; see Share).
type LevelEngine struct{ Config Config }

// Choose searches pos on its own and returns the best of moves.
func (e LevelEngine) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	return Engine(e).Choose(ctx, pos, moves, rng)
}

// Share searches pos as one of share searches of it and returns its root
// statistics, restricted to moves: a playout budget is shared out (each
// search runs its part, rounded up), a time budget is not. A single move
// is answered at once, with no playout.
func (e LevelEngine) Share(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand, share int) (Stats, error) {
	if len(moves) == 1 {
		return Stats{Moves: []MoveStats{{Move: moves[0]}}}, nil
	}
	cfg := e.Config
	if share > 1 && cfg.Playouts > 0 {
		cfg.Playouts = (cfg.Playouts + share - 1) / share
	}
	return Searcher(cfg)(ctx, pos, moves, rng.Uint64())
}

// WithPlayouts returns the engine searching n playouts a move with no time
// cap (ai.Budgeted).
func (e LevelEngine) WithPlayouts(n int) ai.Engine {
	e.Config.Playouts, e.Config.Time = n, 0
	return e
}

// Rung is one level of a Ladder: its budget a move and its words.
type Rung struct {
	Playouts    int           // the playout cap; 0 for none
	Time        time.Duration // the time cap; 0 for none
	Name        string        // name for people
	Description string        // one sentence for people
	Default     bool          // the level a first game is played against
	Rating      int           // its measured rating (ai.Level.Rating); 0 if not measured
}

// Master returns the strongest rung of a ladder: budget a move, every
// unit (as in "stone") of the move, on every core the device lends it.
func Master(budget time.Duration, unit string) Rung {
	return Rung{
		Time:        budget,
		Name:        "Master",
		Description: "Thinks " + budget.String() + " a " + unit + " on every core it can use: the strongest this device plays.",
	}
}

// Rated returns r with its measured rating (ai.Level.Rating).
func (r Rung) Rated(rating int) Rung {
	r.Rating = rating
	return r
}

// method names the rung's search in the engine's terms.
func (r Rung) method() string {
	if r.Playouts > 0 {
		return "Tree search, " + strconv.Itoa(r.Playouts) + " playouts"
	}
	return "Tree search, " + r.Time.String() + " on every core"
}

// Tuned returns the configuration of a game's levels: Default with the
// exploration constant c and the playouts of newPolicy, within playouts
// playouts and budget time (0 for no cap).
func Tuned(c float64, newPolicy func() Policy, playouts int, budget time.Duration) Config {
	cfg := Default(playouts)
	cfg.C = c
	cfg.Time = budget
	cfg.NewPolicy = newPolicy
	return cfg
}

// Ladder returns a level for each rung, in their order, whose engine is a
// LevelEngine searching with Tuned(c, newPolicy) within the rung's budget.
// A level's ID is prefix, then a dash and its playouts when it has a
// playout cap.
func Ladder(prefix string, c float64, newPolicy func() Policy, rungs ...Rung) []ai.Level {
	out := make([]ai.Level, len(rungs))
	for i, r := range rungs {
		id := prefix
		if r.Playouts > 0 {
			id += "-" + strconv.Itoa(r.Playouts)
		}
		out[i] = ai.Level{ID: id, Name: r.Name, Description: r.Description, Method: r.method(),
			Default: r.Default, Rating: r.Rating, Engine: LevelEngine{Tuned(c, newPolicy, r.Playouts, r.Time)}}
	}
	return out
}

// ConfigOf returns the search configuration of a level whose engine is a
// LevelEngine (every level Ladder makes), and whether it is one.
func ConfigOf(l ai.Level) (Config, bool) {
	e, ok := l.Engine.(LevelEngine)
	return e.Config, ok
}
