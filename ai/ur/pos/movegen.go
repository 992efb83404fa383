package pos

import (
	"math/bits"

	"tessera/rules"
	"tessera/rules/ur"
)

// Square masks, read once from tessera/rules/ur's path so that the
// geometry is defined there only.
var (
	rosettes uint16 // path indices that are rosettes
	shared   uint16 // path indices in the M column, met by both sides
	safe     uint16 // shared rosettes: no piece is taken there
)

func init() {
	for i := 1; i < Finish; i++ {
		c := ur.PathCell(rules.First, i)
		if ur.IsRosette(c) {
			rosettes |= 1 << i
		}
		if c == ur.PathCell(rules.Second, i) {
			shared |= 1 << i
		}
	}
	safe = rosettes & shared
}

// IsRosette says whether path index i is a rosette.
func IsRosette(i int) bool { return i < Finish && rosettes&(1<<i) != 0 }

// IsShared says whether path index i is a square both sides use.
func IsShared(i int) bool { return i < Finish && shared&(1<<i) != 0 }

// IsSafe says whether path index i is the shared rosette, where no piece
// is taken.
func IsSafe(i int) bool { return i < Finish && safe&(1<<i) != 0 }

// Moves appends to dst the path index of every piece of the side to move
// that may move roll steps (1..4), the start pool (0) first, and returns
// it. Nothing is appended when no piece may move or the game is over.
func (p *Pos) Moves(roll int, dst []int8) []int8 {
	if p.Over() || roll <= 0 {
		return dst
	}
	me := p.ToMove
	if p.Waiting[me] > 0 && p.canLand(roll) {
		dst = append(dst, 0)
	}
	for b := p.Board[me]; b != 0; b &= b - 1 {
		from := bits.TrailingZeros16(b)
		if p.canLand(from + roll) {
			dst = append(dst, int8(from))
		}
	}
	return dst
}

// canLand says whether the side to move may end a move on path index to.
func (p *Pos) canLand(to int) bool {
	switch {
	case to > Finish:
		return false
	case to == Finish:
		return true
	case p.Board[p.ToMove]&(1<<to) != 0:
		return false
	}
	return safe&(1<<to) == 0 || p.Board[p.ToMove.Other()]&(1<<to) == 0
}

// Captured returns the path index of the opponent piece a move to path
// index to would take, or 0 if it takes none.
func (p *Pos) Captured(to int) int {
	if to < Finish && shared&(1<<to) != 0 && p.Board[p.ToMove.Other()]&(1<<to) != 0 {
		return to
	}
	return 0
}

// Play moves the piece of the side to move on path index from (0 for the
// start pool) roll steps, a move Moves listed: it takes an opponent it
// lands on, keeps the turn on a rosette and ends the game when the last
// piece is borne off.
func (p *Pos) Play(from, roll int) {
	me, opp := p.ToMove, p.ToMove.Other()
	to := from + roll
	if from == 0 {
		p.Waiting[me]--
	} else {
		p.Board[me] &^= 1 << from
	}
	if to == Finish {
		p.Home[me]++
		p.ToMove = opp
		if p.Home[me] == p.Pieces {
			p.ToMove = rules.NoPlayer
		}
		return
	}
	p.Board[me] |= 1 << to
	if p.Captured(to) != 0 {
		p.Board[opp] &^= 1 << to
		p.Waiting[opp]++
	}
	if rosettes&(1<<to) == 0 {
		p.ToMove = opp
	}
}

// Pass hands the turn over: the roll moved no piece.
func (p *Pos) Pass() { p.ToMove = p.ToMove.Other() }
