// Package arena plays Ur engines against each other: the one harness that
// the tournament, the efficiency experiment and the engines' tests share.
package arena

import (
	"context"
	"math/rand/v2"

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

// Game plays one game of o between left and right, rolling the dice with
// dice and breaking the engines' ties with choice; it returns the winner
// and the number of moves played. The engines' moves go through
// rules.Position checks: an illegal move panics.
func Game(left, right Engine, o ur.Options, dice, choice *rand.Rand) (rules.Player, int) {
	s := ur.New(o)
	engines := [2]Engine{left, right}
	var legal []rules.Move
	plies := 0
	for !s.Result().Over {
		roll := ur.Roll(dice)
		m := engines[s.ToMove()].Choose(context.Background(), s, roll, choice)
		legal = s.LegalFor(roll, legal[:0])
		if !contains(legal, m) {
			panic("arena: " + engines[s.ToMove()].Name() + " chose an illegal move")
		}
		s.Apply(m)
		plies++
	}
	return s.Result().Winner, plies
}

func contains(moves []rules.Move, m rules.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}
