package play

import (
	"slices"

	"tessera/rules"
)

// Seat returns who plays p in the latest position: board.Human or an AI
// level's ID. Sides are the seats at the start; a swap in the record (the
// pie rule's token, for a game that is a rules.Swapper) exchanges them, so the seats always follow from the record (after an
// undo, a restored game or a replayed link alike).
func (s *Session) Seat(p rules.Player) string { return s.seatAt(len(s.Hist.Tokens), p) }

// Seats returns who plays each player in the latest position.
func (s *Session) Seats() [2]string {
	return [2]string{s.Seat(rules.Player(0)), s.Seat(rules.Player(1))}
}

// seatAt returns who plays p in the position before ply (0: the start).
func (s *Session) seatAt(ply int, p rules.Player) string {
	if p == rules.NoPlayer {
		return ""
	}
	if sw, ok := s.Match.Game().(rules.Swapper); ok && slices.Contains(s.Hist.Tokens[:ply], sw.SwapToken()) {
		p = p.Other()
	}
	return s.Sides[p]
}

// ShownTurn returns the player to move in the position shown and who
// plays them there: the latest position's (NoPlayer once the game is over,
// by a resignation too) or, while reviewing, an earlier one's.
func (s *Session) ShownTurn() (rules.Player, string) {
	p := s.Match.ToMove()
	if !s.Hist.Latest() {
		p = s.Shown().ToMove()
	}
	return p, s.seatAt(s.Hist.View, p)
}
