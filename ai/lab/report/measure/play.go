package measure

import (
	"context"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/match"
	"tessera/rules"
)

// engineSeat is a side played by a computer level: a single move on offer
// is played at once, without asking the level.
type engineSeat struct{ ai.Engine }

// Choose plays the only move, or asks the level.
func (e engineSeat) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	return e.Engine.Choose(ctx, pos, moves, rng)
}

// game is how one game went.
type game struct {
	match.Outcome
	branching float64 // mean number of moves on offer a ply
	first     string  // the token of the first move
}

// playGame plays one game from start between seats (the first mover
// first), every random choice (the dice and the seats') drawn from rng.
func playGame(ctx context.Context, start rules.Position, seats [2]ai.Engine, rng *rand.Rand) (game, error) {
	var g game
	offered := 0
	listen := func(p match.Ply) {
		if offered == 0 {
			g.first = p.Pos.Token(p.Move)
		}
		offered += len(p.Offered)
	}
	o, err := match.Play(ctx, match.Game{Start: start, Dice: rng, OnPly: listen,
		Seats: [2]match.Seat{{Name: "the first seat", Engine: seats[0], Rand: rng}, {Name: "the second seat", Engine: seats[1], Rand: rng}}})
	g.Outcome = o
	if o.Plies > 0 {
		g.branching = float64(offered) / float64(o.Plies)
	}
	return g, err
}

// seeded returns the random source of game g of a run seeded seed.
func seeded(seed uint64, g int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(g)))
}
