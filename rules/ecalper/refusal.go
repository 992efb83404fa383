package ecalper

import (
	"strconv"

	"tessera/rules"
)

// Refusal says why m, read by ParseToken but not listed by Legal, is not
// legal here (rules.Refuser), in docs/rules.md's words: a turn's
// replacement comes first and once, converts only a stone the opponent
// placed in their last turn, a placement needs an empty cell, and swap
// opens only the pie rule's one moment.
func (s *State) Refusal(m rules.Move) string {
	c, ok := MoveCell(m)
	name := s.geo.board.Name(c)
	switch {
	case !ok:
		return s.swapRefusal()
	case s.placing == 0:
		return s.replaceRefusal(c, IsReplace(m))
	case IsReplace(m) && s.stones[White].Len() == 0:
		return "black's first turn is three placements, with no replacement"
	case IsReplace(m):
		return "this turn's replacement is made: place stone " + strconv.Itoa(int(s.placing)) + " of " +
			strconv.Itoa(PerTurn) + " on an empty cell"
	}
	return name + " is taken"
}

// replaceRefusal says why the mover, to replace now, may not play on cell
// c: a placement (replace is true for a replacement).
func (s *State) replaceRefusal(c int, replace bool) string {
	p := s.toMove
	opp := Game{}.Players()[p.Other()]
	name := s.geo.board.Name(c)
	switch {
	case !replace && s.replaceable.Len() > 0:
		return "replace first: convert a stone " + opp + " placed in their last turn, as x" +
			s.geo.board.Name(s.replaceable.Cells()[0])
	case !replace:
		return "replace first: convert a stone " + opp + " placed in their last turn"
	case s.stones[p].Has(c):
		return name + " is already " + Game{}.Players()[p] + "'s"
	case !s.stones[p.Other()].Has(c):
		return name + " is empty: a replacement converts a stone of " + opp + "'s"
	}
	return "only a stone " + opp + " placed in their last turn can be converted, not " + name
}

// swapRefusal says why swap is not legal now.
func (s *State) swapRefusal() string {
	switch {
	case !s.pie:
		return "the pie rule is off in this game"
	case s.swapped:
		return "white has already swapped"
	}
	return "swap is only at the start of white's first turn"
}
