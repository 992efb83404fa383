// Package massugu is the Ur report's greedy strategy Massugu (section
// 3.1): move the piece whose move is worth the most, where a move of piece
// X onto the square of opponent piece Y is worth
//
//	distance(start, X) + distance(start, Y)
//
// X's distance counted where it lands (the finish pool is 15 steps from
// the start), Y's where it stood (0 when nothing is taken). For one roll
// every piece moves the same number of steps, so this prefers the piece
// farthest along, and a capture by the distance the taken piece loses.
// Ties are broken by the caller's random source.
package massugu

import (
	"context"
	"math/rand/v2"

	"tessera/rules"
	"tessera/rules/ur"
)

// Engine is Massugu as an arena.Engine.
type Engine struct{}

// Name returns "Massugu".
func (Engine) Name() string { return "Massugu" }

// Choose returns Massugu's move for the side to move of s after roll. It
// is one pass over the movable pieces, so it ignores ctx.
func (Engine) Choose(_ context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	return Choose(s, roll, rng)
}

// Choose returns Massugu's move for the side to move of s after roll
// (0..4), breaking ties between equally worth moves with rng.
func Choose(s *ur.State, roll int, rng *rand.Rand) rules.Move {
	var buf [8]rules.Move
	moves := s.LegalFor(roll, buf[:0])
	best, ties := -1, 0
	pick := moves[0]
	for _, m := range moves {
		u := Utility(s, m)
		switch {
		case u > best:
			best, ties, pick = u, 1, m
		case u == best:
			// Reservoir sampling: each of the tied moves is kept with
			// equal chance.
			ties++
			if rng.IntN(ties) == 0 {
				pick = m
			}
		}
	}
	return pick
}

// Utility is the worth of m, a legal move in s: where its piece lands
// plus where the piece it takes stood (0 for a bare roll).
func Utility(s *ur.State, m rules.Move) int {
	_, to := ur.FromTo(m)
	if to < 0 {
		return 0
	}
	if s.Takes(m) {
		return 2 * to
	}
	return to
}
