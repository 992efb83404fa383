package ur

import (
	"strconv"

	"tessera/rules"
)

// Refusal says why m, read by ParseToken but not listed by Legal, is not
// legal here (rules.Refuser), in docs/rules.md's words: a roll that moves
// no piece, a cell without a piece of the mover's, a move past the finish,
// onto the mover's own piece or onto the opponent on the rosette M3, or a
// bare roll while a piece can move.
func (s *State) Refusal(m rules.Move) string {
	roll, from, p := moveRoll(m), moveFrom(m), s.toMove
	switch {
	case isBare(m):
		return "a " + strconv.Itoa(roll) + " must move a piece when one can, as " + s.Token(s.LegalFor(roll, nil)[0])
	case roll == 0:
		return "a 0 moves no piece: the token is the bare 0"
	case !s.hasPiece(from):
		return "no piece of " + Game{}.Players()[p] + "'s is on " + PathCell(p, from).String()
	}
	return s.landingRefusal(roll, from)
}

// hasPiece says whether the mover has a piece on path index from: one
// waiting in the start pool, or one on a board square (a piece borne off
// moves no more).
func (s *State) hasPiece(from int) bool {
	switch from {
	case startIndex:
		return s.waiting[s.toMove] > 0
	case finishIndex:
		return false
	}
	return s.board[s.toMove]&(1<<from) != 0
}

// landingRefusal says why the mover's piece on path index from may not
// move roll squares.
func (s *State) landingRefusal(roll, from int) string {
	to, p := from+roll, s.toMove
	switch {
	case to > finishIndex:
		return "a " + strconv.Itoa(roll) + " from " + PathCell(p, from).String() +
			" overshoots the finish: bearing off needs exactly " + strconv.Itoa(finishIndex-from)
	case s.board[p]&(1<<to) != 0:
		return "a " + strconv.Itoa(roll) + " from " + PathCell(p, from).String() +
			" lands on " + Game{}.Players()[p] + "'s own piece on " + PathCell(p, to).String()
	case to == safeIndex:
		return Game{}.Players()[p.Other()] + "'s piece on the central rosette " + PathCell(p, to).String() + " is safe"
	}
	return ""
}
