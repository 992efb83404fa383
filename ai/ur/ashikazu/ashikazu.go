// Package ashikazu is the Ur report's recursive strategy Ashikazu of depth
// N (section 3.2), read as follows where the report is vague.
//
// The util of a move with a known roll is "distance made by self + deport
// distance by self": the steps the piece makes (the roll) plus the
// distance from its start of the opponent piece it takes, that is, the
// change in the race between the sides that the move causes.
//
// For each candidate move of the side to move (me), Ashikazu-N imagines
// the move on a copy of the board and takes its util, then repeats N-1
// times: the side whose turn it now is (me again after a rosette) makes
// its most useful move under the report's optimistic estimate for an
// unknown roll, the best util of any of its moves with any roll 1..4; that
// util is added when the side is me and subtracted otherwise, and the move
// is made on the copy. A side with no move for any roll passes (util 0);
// the imagining stops when the game ends. The candidate with the highest
// sum is chosen.
//
// The report calls the growth O(4^n) because each imagined turn has four
// rolls, but its own timings grow linearly in N (Diagram 1): the
// optimistic estimate keeps only the best roll, so each imagined turn
// continues one board, not four. This reading is linear, as measured.
//
// Ties among imagined moves go to the larger roll, then to the piece
// farthest along; ties among candidates are broken by the caller's random
// source.
package ashikazu

import (
	"context"
	"math/rand/v2"
	"strconv"

	"tessera/rules"
	"tessera/rules/ur"
)

// Engine is Ashikazu of depth Depth (at least 1) as an arena.Engine.
type Engine struct{ Depth int }

// Name returns "Ashikazu-N".
func (e Engine) Name() string { return "Ashikazu-" + strconv.Itoa(e.Depth) }

// Choose returns Ashikazu-e.Depth's move; see Choose.
func (e Engine) Choose(ctx context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	return Choose(ctx, s, roll, e.Depth, rng)
}

// Choose returns Ashikazu-depth's move for the side to move of s after
// roll (0..4), breaking ties with rng. Once ctx is done it stops imagining
// and returns the best of the candidates weighed so far.
func Choose(ctx context.Context, s *ur.State, roll, depth int, rng *rand.Rand) rules.Move {
	var buf [8]rules.Move
	moves := s.LegalFor(roll, buf[:0])
	if len(moves) == 1 {
		return moves[0]
	}
	best, ties, pick := 0, 0, moves[0]
	for i, m := range moves {
		if i > 0 && ctx.Err() != nil {
			break
		}
		u := Value(s, m, depth)
		switch {
		case i == 0 || u > best:
			best, ties, pick = u, 1, m
		case u == best:
			ties++ // reservoir sampling among tied candidates
			if rng.IntN(ties) == 0 {
				pick = m
			}
		}
	}
	return pick
}

// Value is Ashikazu-depth's worth of m, a legal piece move in s: its util,
// plus or minus the optimistic utils of the depth-1 imagined turns after
// it.
func Value(s *ur.State, m rules.Move, depth int) int {
	me := s.ToMove()
	c := *s
	total := Util(&c, m)
	c.Apply(m)
	for range depth - 1 {
		side := c.ToMove()
		if side == rules.NoPlayer {
			break
		}
		u, best, ok := bestOptimistic(&c)
		if !ok {
			c.Apply(pass(&c))
			continue
		}
		if side == me {
			total += u
		} else {
			total -= u
		}
		c.Apply(best)
	}
	return total
}

// Util is the util of m, a legal piece move in s, for the side to move:
// the steps made plus the distance from its start of the piece taken.
func Util(s *ur.State, m rules.Move) int {
	from, to := ur.FromTo(m)
	if s.Takes(m) {
		return 2*to - from
	}
	return to - from
}

// bestOptimistic returns the best util of any move of the side to move of
// s with any roll 1..4, with its move; ok is false if none can move.
// Larger rolls and pieces farther along win ties.
func bestOptimistic(s *ur.State) (util int, best rules.Move, ok bool) {
	var buf [8]rules.Move
	util = -1
	for r := ur.MaxRoll; r >= 1; r-- {
		moves := s.LegalFor(r, buf[:0])
		for i := len(moves) - 1; i >= 0; i-- {
			if from, _ := ur.FromTo(moves[i]); from < 0 {
				continue
			}
			if u := Util(s, moves[i]); u > util {
				util, best, ok = u, moves[i], true
			}
		}
	}
	return util, best, ok
}

// pass returns the move that hands s's turn over: roll 0's bare roll.
func pass(s *ur.State) rules.Move {
	var buf [1]rules.Move
	return s.LegalFor(0, buf[:0])[0]
}
