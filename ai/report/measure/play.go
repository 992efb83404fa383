package measure

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai"
	"tessera/rules"
)

// table is one game in play: its position, the moves on offer now, the
// moves played so far and the game's random source.
type table struct {
	pos     rules.Position
	moves   []rules.Move // the moves the mover may choose among now
	history []played
	rng     *rand.Rand
}

// played is a move of the game: who played it and its token.
type played struct {
	by    rules.Player
	token string
}

// seat chooses the moves of one side.
type seat interface {
	choose(ctx context.Context, t *table) (rules.Move, error)
}

// engineSeat is a side played by a computer level.
type engineSeat struct{ ai.Engine }

func (e engineSeat) choose(ctx context.Context, t *table) (rules.Move, error) {
	if len(t.moves) == 1 {
		return t.moves[0], nil
	}
	return e.Choose(ctx, t.pos, t.moves, t.rng)
}

// game is how one game went.
type game struct {
	winner    rules.Player // NoPlayer for a draw
	plies     int
	turns     int     // runs of plies by one player
	branching float64 // mean number of moves on offer a ply
	first     string  // the token of the first move
}

// playGame plays one game from start between seats (the first mover
// first), every random choice drawn from rng.
func playGame(ctx context.Context, start rules.Position, seats [2]seat, rng *rand.Rand) (game, error) {
	t := &table{pos: start, rng: rng}
	var g game
	offered := 0
	last := rules.NoPlayer
	for !t.pos.Result().Over {
		if err := ctx.Err(); err != nil {
			return g, err
		}
		mover := t.pos.ToMove()
		if mover != last {
			g.turns++
			last = mover
		}
		t.moves = rules.Offer(t.pos, rng, t.moves[:0])
		offered += len(t.moves)
		m, err := seats[mover].choose(ctx, t)
		if err != nil {
			return g, err
		}
		if !slices.Contains(t.moves, m) {
			return g, fmt.Errorf("measure: a seat chose a move not on offer, %s", t.pos.Token(m))
		}
		tok := t.pos.Token(m)
		if g.plies == 0 {
			g.first = tok
		}
		t.history = append(t.history, played{mover, tok})
		t.pos.Apply(m)
		g.plies++
	}
	g.winner = t.pos.Result().Winner
	if g.plies > 0 {
		g.branching = float64(offered) / float64(g.plies)
	}
	return g, nil
}

// seeded returns the random source of game g of a run seeded seed.
func seeded(seed uint64, g int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(g)))
}
