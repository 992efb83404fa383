package solve

import (
	"context"
	"math/rand/v2"

	"tessera/rules"
	"tessera/rules/ur"
)

// MoveChance returns the chance that s's side to move wins after playing
// m, a legal move of s, under perfect play: 1 or 0 when m ends the game,
// the table's value of the position after m when a rosette keeps the
// turn, and one minus it when the turn passes. It panics when s has
// another piece count than the table.
func (t *Table) MoveChance(s *ur.State, m rules.Move) float64 {
	mover := s.ToMove()
	c := *s
	c.Apply(m)
	if r := c.Result(); r.Over {
		if r.Winner == mover {
			return 1
		}
		return 0
	}
	v, ok := t.WinChance(&c)
	if !ok {
		panic("solve: the position is not in the table (another piece count?)")
	}
	if c.ToMove() == mover {
		return v
	}
	return 1 - v
}

// Perfect is the perfect player of a solved table, an arena.Engine: it
// plays a move of the highest MoveChance. It is safe for concurrent use.
type Perfect struct{ Table *Table }

// Name returns "Perfect".
func (Perfect) Name() string { return "Perfect" }

// Choose returns a move of roll with the highest chance to win, breaking
// exact ties with rng; it does not search, so it ignores ctx.
func (p Perfect) Choose(_ context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	var best []rules.Move
	bestChance := -1.0
	for _, m := range s.LegalFor(roll, nil) {
		switch w := p.Table.MoveChance(s, m); {
		case w > bestChance:
			best, bestChance = append(best[:0], m), w
		case w == bestChance:
			best = append(best, m)
		}
	}
	return best[rng.IntN(len(best))]
}
