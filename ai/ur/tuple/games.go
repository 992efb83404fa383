package tuple

import (
	"context"
	"math/rand/v2"

	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// game is an endless series of games of the table's perfect player, which
// plays a random move one time in explore (never, when explore is 0). The
// training draws positions and decisions from it, so that the network is
// most exact where games go.
type game struct {
	t       *solve.Table
	perfect solve.Perfect
	explore int
	s       *ur.State
	moves   []rules.Move
}

func newGame(t *solve.Table, explore int) *game {
	return &game{t: t, perfect: solve.Perfect{Table: t}, explore: explore, s: ur.New(ur.Options{Pieces: t.Index().Pieces()})}
}

// next plays one roll and returns the index of the position reached.
func (g *game) next(rng *rand.Rand) int {
	for {
		roll := ur.Roll(rng)
		g.play(roll, g.s.LegalFor(roll, g.moves[:0]), rng)
		p, _ := solve.PositionOf(g.s)
		if i, ok := g.t.Index().Of(p); ok {
			return i
		}
	}
}

// decision rolls until a roll offers two moves or more, and returns the
// state and that roll; the game then goes on from the move played.
func (g *game) decision(rng *rand.Rand) (ur.State, int, []rules.Move) {
	for {
		roll := ur.Roll(rng)
		g.moves = g.s.LegalFor(roll, g.moves[:0])
		if len(g.moves) < 2 {
			g.play(roll, g.moves, rng)
			continue
		}
		s := *g.s
		g.play(roll, g.moves, rng)
		return s, roll, s.LegalFor(roll, nil)
	}
}

// play plays one of moves, the legal moves of roll, starting a new game
// when this one ends.
func (g *game) play(roll int, moves []rules.Move, rng *rand.Rand) {
	switch {
	case len(moves) == 1:
		g.s.Apply(moves[0])
	case g.explore > 0 && rng.IntN(g.explore) == 0:
		g.s.Apply(moves[rng.IntN(len(moves))])
	default:
		g.s.Apply(g.perfect.Choose(context.Background(), g.s, roll, rng))
	}
	if g.s.Result().Over {
		g.s = ur.New(g.s.Options())
	}
}
