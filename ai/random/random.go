// Package random is the weakest computer player: it plays one of the moves
// it is offered, each with the same chance. Its choices come from the
// random source it is given, so a seeded source makes it deterministic.
// Playouts measures how fast whole games of random moves are played (the
// reports' and the report page's playouts a second).
package random

import (
	"context"
	"errors"
	"math/rand/v2"

	"tessera/rules"
)

// Mover is the random mover. It keeps no state; its zero value is ready.
type Mover struct{}

// Choose returns one of moves chosen uniformly with rng. It never reads pos.
// An empty moves, or ctx already done, is an error.
func (Mover) Choose(ctx context.Context, _ rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if len(moves) == 0 {
		return 0, errors.New("random: no move to choose from")
	}
	return moves[rng.IntN(len(moves))], nil
}
