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
	"math/rand/v2"

	"tessera/ai/ur/pos"
	"tessera/rules"
	"tessera/rules/ur"
)

// Engine is Massugu as an arena.Engine.
type Engine struct{}

// Name returns "Massugu".
func (Engine) Name() string { return "Massugu" }

// Choose returns Massugu's move for the side to move of s after roll. It
// is one pass over the movable pieces, so it ignores stop.
func (Engine) Choose(s *ur.State, roll int, rng *rand.Rand, _ <-chan struct{}) rules.Move {
	return Choose(s, roll, rng)
}

// Choose returns Massugu's move for the side to move of s after roll
// (0..4), breaking ties between equally worth moves with rng.
func Choose(s *ur.State, roll int, rng *rand.Rand) rules.Move {
	p := pos.FromState(s)
	return pos.RulesMove(s, roll, Pick(&p, roll, rng))
}

// Utility is the worth of moving the piece on path index from roll steps
// in p: where it lands plus where the piece it takes stood.
func Utility(p *pos.Pos, from, roll int) int {
	to := from + roll
	return to + p.Captured(to)
}

// Pick returns the path index of the piece Massugu moves in p after roll,
// or -1 when no piece can move.
func Pick(p *pos.Pos, roll int, rng *rand.Rand) int {
	var buf [8]int8
	best, ties := -1, 0
	pick := -1
	for _, from := range p.Moves(roll, buf[:0]) {
		u := Utility(p, int(from), roll)
		switch {
		case u > best:
			best, ties, pick = u, 1, int(from)
		case u == best:
			// Reservoir sampling: each of the tied moves is kept with
			// equal chance.
			ties++
			if rng.IntN(ties) == 0 {
				pick = int(from)
			}
		}
	}
	return pick
}
