package ur

import (
	"fmt"

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
		return fmt.Sprintf("a %d must move a piece when one can, as %s", roll, s.Token(s.LegalFor(roll, nil)[0]))
	case roll == 0:
		return "a 0 moves no piece: the token is the bare 0"
	case !s.hasPiece(from):
		return fmt.Sprintf("no piece of %s's is on %s", Game{}.Players()[p], PathCell(p, from))
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
		return fmt.Sprintf("a %d from %s overshoots the finish: bearing off needs exactly %d", roll, PathCell(p, from), finishIndex-from)
	case s.board[p]&(1<<to) != 0:
		return fmt.Sprintf("a %d from %s lands on %s's own piece on %s", roll, PathCell(p, from), Game{}.Players()[p], PathCell(p, to))
	case to == safeIndex:
		return fmt.Sprintf("%s's piece on the central rosette %s is safe", Game{}.Players()[p.Other()], PathCell(p, to))
	}
	return ""
}
