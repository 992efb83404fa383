// Package levels offers the Ur engines as computer levels for people, in
// the shape of package tessera/ai: each Level's Engine has the method set
// of ai.Engine (this package does not import tessera/ai, so that ai may
// import it).
package levels

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/ashikazu"
	"tessera/ai/ur/expectimax"
	"tessera/ai/ur/massugu"
	"tessera/rules"
	"tessera/rules/ur"
)

// StrongBudget is the time the strongest level, and the hint, may think
// about one move.
const StrongBudget = time.Second

// Level is one Ur computer player.
type Level struct {
	ID          string // identifier, as in "ur-expectimax-4"
	Name        string // name for people
	Description string // one sentence for people
	Engine      Engine
}

// Engine chooses a move, with the method set of ai.Engine: moves are the
// legal moves (in any order) of pos, an *ur.State, for the roll the player
// threw. Once ctx is done the search stops and Choose returns its best
// move so far with ctx.Err().
type Engine interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// All returns the Ur levels, weakest first.
func All() []Level {
	return []Level{
		{"ur-massugu", "Massugu", "The Ur report's greedy player: moves the piece that gets farthest, taking a piece when it can.",
			adapt(func() arena.Engine { return massugu.Engine{} })},
		{"ur-ashikazu-6", "Ashikazu-6", "The Ur report's look-ahead player: adds up six turns of best-case rolls for both sides.",
			adapt(func() arena.Engine { return ashikazu.Engine{Depth: 6} })},
		{"ur-expectimax-2", "Expectimax 2", "Weighs every roll of the dice two moves ahead.",
			adapt(func() arena.Engine { return expectimax.New(expectimax.Settings{Depth: 2}) })},
		{"ur-expectimax-4", "Expectimax 4", "Weighs every roll of the dice four moves ahead.",
			adapt(func() arena.Engine { return expectimax.New(expectimax.Settings{Depth: 4}) })},
		{"ur-expectimax", "Expectimax", "Weighs every roll as many moves ahead as a second allows.",
			adapt(strong)},
		{NearPerfectID, "Near-perfect", nearPerfectDescription, analyst},
	}
}

// strong makes the strongest engine.
func strong() arena.Engine { return expectimax.New(expectimax.Settings{Budget: StrongBudget}) }

// pooled adapts an arena.Engine to Engine. Engines with a table are not
// safe for concurrent use, so each call borrows one from a pool.
type pooled struct{ pool sync.Pool }

func adapt(newEngine func() arena.Engine) *pooled {
	return &pooled{pool: sync.Pool{New: func() any { return newEngine() }}}
}

// Choose returns the engine's move among moves.
func (e *pooled) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, roll, err := decision(pos, moves)
	if err != nil {
		return 0, err
	}
	eng := e.pool.Get().(arena.Engine)
	defer e.pool.Put(eng)
	return eng.Choose(ctx, s, roll, rng), ctx.Err()
}

// decision reads the roll that moves were listed for.
func decision(pos rules.Position, moves []rules.Move) (*ur.State, int, error) {
	s, ok := pos.(*ur.State)
	if !ok || len(moves) == 0 {
		return nil, 0, errors.New("levels: an Ur position and its legal moves for a roll are needed")
	}
	roll := s.Describe(moves[0]).Roll
	legal := s.LegalFor(roll, nil)
	if len(legal) != len(moves) || slices.ContainsFunc(moves, func(m rules.Move) bool { return !slices.Contains(legal, m) }) {
		return nil, 0, errors.New("levels: the moves are not the legal moves of one roll")
	}
	return s, roll, nil
}
