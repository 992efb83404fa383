// Package arena plays Ur engines against each other: the one harness that
// the tournament, the efficiency experiment and the engines' tests share.
package arena

import (
	"context"
	"errors"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/match"
	"tessera/rules"
	"tessera/rules/ur"
)

// Engine chooses moves. It keeps no game state between calls.
type Engine interface {
	// Name says what the engine is, as "Ashikazu-6".
	Name() string
	// Choose returns a move s.LegalFor(roll) lists, for the side to move
	// of s. It breaks ties with rng, and returns promptly, with the best
	// move found so far, once ctx is done. A search looks at ctx.Err
	// every so many nodes, so that a context whose Err yields (the wasm
	// worker's) lets a cancel in.
	Choose(ctx context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move
}

// Random is the uniformly random player: every legal move is as likely.
type Random struct{}

// Name returns "Random".
func (Random) Name() string { return "Random" }

// Choose returns a legal move of roll chosen uniformly with rng.
func (Random) Choose(_ context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	moves := s.LegalFor(roll, nil)
	return moves[rng.IntN(len(moves))]
}

// Game plays one game of o between left and right through the match
// harness (ai/match), rolling the dice with dice and breaking the engines'
// ties with choice; it returns the winner and the number of moves played.
// The engines' moves go through the rules' checks: an illegal move panics.
func Game(left, right Engine, o ur.Options, dice, choice *rand.Rand) (rules.Player, int) {
	seats := [2]match.Seat{{Name: left.Name(), Engine: AsEngine(left), Rand: choice}, {Name: right.Name(), Engine: AsEngine(right), Rand: choice}}
	out, err := match.Play(context.Background(), match.Game{Start: ur.New(o), Seats: seats, Dice: dice})
	if err != nil {
		panic("arena: " + err.Error())
	}
	return out.Winner, out.Plies
}

// asEngine is an Engine as an ai.Engine.
type asEngine struct{ e Engine }

// AsEngine returns e as an ai.Engine, whose moves are the legal moves of
// an *ur.State for one roll: the roll is read from them.
func AsEngine(e Engine) ai.Engine { return asEngine{e} }

// Choose returns e's move for the roll that moves were listed for.
func (a asEngine) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, ok := pos.(*ur.State)
	if !ok || len(moves) == 0 {
		return 0, errors.New("arena: an Ur position and the moves of a roll are needed")
	}
	return a.e.Choose(ctx, s, s.Describe(moves[0]).Roll, rng), ctx.Err()
}
