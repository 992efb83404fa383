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
	"math/rand/v2"
	"strconv"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/pos"
	"tessera/rules"
	"tessera/rules/ur"
)

// Engine is Ashikazu of depth Depth (at least 1) as an arena.Engine.
type Engine struct{ Depth int }

// Name returns "Ashikazu-N".
func (e Engine) Name() string { return "Ashikazu-" + strconv.Itoa(e.Depth) }

// Choose returns Ashikazu-e.Depth's move; see Choose.
func (e Engine) Choose(s *ur.State, roll int, rng *rand.Rand, stop <-chan struct{}) rules.Move {
	return Choose(s, roll, e.Depth, rng, stop)
}

// Choose returns Ashikazu-depth's move for the side to move of s after
// roll (0..4), breaking ties with rng. Once stop is closed it stops
// imagining and returns the best of the candidates weighed so far.
func Choose(s *ur.State, roll, depth int, rng *rand.Rand, stop <-chan struct{}) rules.Move {
	p := pos.FromState(s)
	return pos.RulesMove(s, roll, Pick(&p, roll, depth, rng, stop))
}

// Pick returns the path index of the piece Ashikazu-depth moves in p after
// roll, or -1 when no piece can move.
func Pick(p *pos.Pos, roll, depth int, rng *rand.Rand, stop <-chan struct{}) int {
	var buf [8]int8
	best, ties, pick := 0, 0, -1
	for _, from := range p.Moves(roll, buf[:0]) {
		if pick >= 0 && arena.Stopped(stop) {
			break
		}
		u := Value(p, int(from), roll, depth)
		switch {
		case pick < 0 || u > best:
			best, ties, pick = u, 1, int(from)
		case u == best:
			ties++ // reservoir sampling among tied candidates
			if rng.IntN(ties) == 0 {
				pick = int(from)
			}
		}
	}
	return pick
}

// Value is Ashikazu-depth's worth of moving the piece on path index from
// roll steps in p: its util, plus or minus the optimistic utils of the
// depth-1 imagined turns after it.
func Value(p *pos.Pos, from, roll, depth int) int {
	me := p.ToMove
	c := *p
	total := Util(&c, from, roll)
	c.Play(from, roll)
	for range depth - 1 {
		if c.Over() {
			break
		}
		side := c.ToMove
		u, f, r := bestOptimistic(&c)
		if r == 0 {
			c.Pass()
			continue
		}
		if side == me {
			total += u
		} else {
			total -= u
		}
		c.Play(f, r)
	}
	return total
}

// Util is the util of moving the piece on path index from roll steps in
// p, for the side to move: the steps made plus the distance from its start
// of the piece taken.
func Util(p *pos.Pos, from, roll int) int {
	return roll + p.Captured(from+roll)
}

// bestOptimistic returns the best util of any move of the side to move of
// p with any roll 1..4, with its piece and roll; roll 0 if none can move.
// Larger rolls and pieces farther along win ties.
func bestOptimistic(p *pos.Pos) (util, from, roll int) {
	var buf [8]int8
	util = -1
	for r := ur.MaxRoll; r >= 1; r-- {
		moves := p.Moves(r, buf[:0])
		for i := len(moves) - 1; i >= 0; i-- {
			if u := Util(p, int(moves[i]), r); u > util {
				util, from, roll = u, int(moves[i]), r
			}
		}
	}
	return util, from, roll
}
