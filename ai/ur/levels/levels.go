// Package levels offers the Ur engines as computer levels for people
// (ai.Level). The strongest, the near-perfect level, also gives hints and
// reviews games (ai.Hinter, ai.Reviewer).
package levels

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"tessera/ai"
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

// All returns the Ur levels, weakest first. Ashikazu-6 agrees with the
// solved table more often than Massugu (urlab agreement: 53.6% perfect
// moves against 42.9%) but loses to it in games (urlab tournament: Massugu
// wins 61.5% of 2,400; ai/cmd/ladder), so games order them: Hopeful,
// then Greedy. Their engines take the legal moves (in any order) of an
// *ur.State for the roll the player threw. Their ratings (ai.Level.Rating)
// are from the ladder of 27 November 2026 (ai/cmd/ladder -round 16 -most
// 400 -top 5 ur; ai/README.md, "The ladder"), but Thoughtful's and
// Near-perfect's, which come from their scores against the solved game's
// perfect player (urlab versus-perfect: it stands 52 above Thoughtful).
// Deep (a second a move) is not rated: games between it and its
// neighbours take days, and its place rests on its agreement with the
// solved game.
func All() []ai.Level {
	return []ai.Level{
		{ID: "ur-ashikazu-6", Rating: 470, Name: "Hopeful", Method: "Ashikazu-6", Description: "Looks six turns ahead, but counts on the best rolls for both sides, so the dice often surprise it.",
			Engine: adapt(func() arena.Engine { return ashikazu.Engine{Depth: 6} })},
		{ID: "ur-massugu", Rating: 569, Name: "Greedy", Method: "Massugu", Description: "Moves the piece that gets farthest, and takes a piece when it can.",
			Engine: adapt(func() arena.Engine { return massugu.Engine{} })},
		{ID: "ur-expectimax-2", Rating: 1039, Name: "Careful", Method: "Expectimax, 2 plies", Description: "Weighs every roll of the dice two moves ahead.",
			Default: true, Engine: adapt(func() arena.Engine { return expectimax.New(expectimax.Settings{Depth: 2}) })},
		{ID: "ur-expectimax-4", Rating: 1096, Name: "Thoughtful", Method: "Expectimax, 4 plies", Description: "Weighs every roll of the dice four moves ahead.",
			Engine: adapt(func() arena.Engine { return expectimax.New(expectimax.Settings{Depth: 4}) })},
		{ID: "ur-expectimax", Name: "Deep", Method: "Expectimax, 1 s", Description: "Weighs every roll as many moves ahead as a second allows.",
			Engine: adapt(strong)},
		{ID: NearPerfectID, Rating: 1153, Name: "Near-perfect", Method: "Solved-game network", Description: nearPerfectDescription, Engine: analyst},
	}
}

// strong makes the strongest engine.
func strong() arena.Engine { return expectimax.New(expectimax.Settings{Budget: StrongBudget}) }

// pooled adapts an arena.Engine to ai.Engine. Engines with a table are not
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
