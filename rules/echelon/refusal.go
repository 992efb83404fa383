package echelon

import (
	"slices"

	"tessera/rules"
)

// Refusal says why m, read by ParseToken but not listed by Legal, is not
// legal here (rules.Refuser), in docs/rules.md's words: the mover's piece
// must be on top at the cell it leaves, go along one line over empty live
// cells, and end on an empty cell or, free, stomp the first piece met.
func (s *State) Refusal(m rules.Move) string {
	from, to := moveFrom(m), moveTo(m)
	if from == to {
		return "a piece must move: " + tab.board.Name(from) + " to itself goes nowhere"
	}
	if why := s.pieceRefusal(from); why != "" {
		return why
	}
	return s.lineRefusal(from, to)
}

// pieceRefusal says why the mover may not move the top piece on from,
// "" when it may.
func (s *State) pieceRefusal(from int) string {
	name, players := tab.board.Name(from), Game{}.Players()
	switch {
	case s.Dead(from):
		return name + " is dead: no piece stands there"
	case s.Height(from) == 0:
		return "no piece stands on " + name
	case s.topOwner(from) == s.turn:
		return ""
	case slices.Contains(s.Stack(from), s.turn):
		return players[s.turn] + "'s piece on " + name + " is under " + players[s.turn.Other()] +
			"'s: a piece with another on top cannot move"
	}
	return "the piece on " + name + " is " + players[s.turn.Other()] + "'s"
}

// lineRefusal says why the mover's top piece on from may not end on to,
// "" when it may: the two must share a line, the cells between must be
// empty and live, and an occupied target needs a free piece.
func (s *State) lineRefusal(from, to int) string {
	toName := tab.board.Name(to)
	for d := range tab.rays[from] {
		r := &tab.rays[from][d]
		i := slices.Index(r.cells[:r.n], int8(to))
		if i < 0 {
			continue
		}
		for _, x := range r.cells[:i] {
			if s.Dead(int(x)) {
				return "the dead cell " + tab.board.Name(int(x)) + " blocks the line before " + toName
			}
			if s.Height(int(x)) > 0 {
				return "the piece on " + tab.board.Name(int(x)) + " blocks the line before " + toName
			}
		}
		switch {
		case s.Dead(to):
			return toName + " is dead: no piece may move onto it"
		case s.Height(to) > 0 && s.Height(from) > 1:
			return "only a free piece may stomp: the top of a stack moves only to an empty cell"
		}
		return ""
	}
	return tab.board.Name(from) + " and " + toName + " are not on one line"
}
