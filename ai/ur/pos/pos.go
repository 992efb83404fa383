// Package pos is the engines' compact form of an Ur position: two 16-bit
// boards, pool counts and the side to move, with a trusted move generator
// and apply. It is checked move by move against tessera/rules/ur (the
// checked door) in its tests, and converts to and from that package's
// State and moves at the edge of every decision.
package pos

import (
	"tessera/rules"
	"tessera/rules/ur"
)

// Finish is the path index of the finish pool; 1..Finish-1 are the board
// squares and 0 the start pool.
const Finish = ur.PathLen - 1

// Pos is an Ur position before the roll. It is a small value: copy it to
// keep it.
type Pos struct {
	Board   [2]uint16    // per side, bit i set when a piece stands on path index i
	Waiting [2]int8      // per side, pieces in the start pool
	Home    [2]int8      // per side, pieces borne off
	Pieces  int8         // pieces per side
	ToMove  rules.Player // the side to roll; NoPlayer once the game is over
}

// FromState returns the compact form of s.
func FromState(s *ur.State) Pos {
	p := Pos{Pieces: int8(s.Options().Pieces), ToMove: s.ToMove()}
	for _, side := range sides {
		p.Waiting[side] = int8(s.Waiting(side))
		p.Home[side] = int8(s.Home(side))
		for i := 1; i < Finish; i++ {
			if s.Occupant(ur.PathCell(side, i)) == side {
				p.Board[side] |= 1 << i
			}
		}
	}
	return p
}

// sides lists both players, left first.
var sides = [2]rules.Player{rules.First, rules.Second}

// Over says whether the game is over.
func (p *Pos) Over() bool { return p.ToMove == rules.NoPlayer }

// Key packs p into 38 bits: both boards (14 bits each), both start pools
// (3 bits each), the side to move and the piece count. Equal positions of
// the same game have equal keys; the pieces borne off follow from the rest.
func (p *Pos) Key() uint64 {
	return uint64(p.Board[0]>>1) | uint64(p.Board[1]>>1)<<14 |
		uint64(p.Waiting[0])<<28 | uint64(p.Waiting[1])<<31 |
		uint64(p.ToMove+1)<<34 | uint64(p.Pieces)<<36
}

// RulesMove returns the move of s (a position equal to p) that moves the
// piece on path index from after roll, or the bare roll when from is
// negative or no piece moves. It only returns a move s.LegalFor lists.
func RulesMove(s *ur.State, roll, from int) rules.Move {
	moves := s.LegalFor(roll, nil)
	if from >= 0 {
		want := ur.PathCell(s.ToMove(), from)
		for _, m := range moves {
			if st := s.Describe(m); !st.Bare && st.From == want {
				return m
			}
		}
	}
	return moves[0]
}
