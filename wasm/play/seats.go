package play

import (
	"tessera/rules"
	"tessera/wasm/board"
)

// Seat returns who plays p in the latest position: board.Human or an AI
// level's ID. Sides are the seats at the start; a swap in the record (the
// pie rule's move, in a game whose positions are rules.Swapper) exchanges
// them: the rules keep dealing in colours, the same colour still to move,
// so it is the seats that change hands. The seats always follow from the
// record (after an undo, a restored game or a replayed link alike).
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
	if s.swapped(ply) {
		p = p.Other()
	}
	return s.Sides[p]
}

// swapped says whether the record holds a swap (rules.Swapper) before ply.
func (s *Session) swapped(ply int) bool {
	if _, ok := s.Match.At(0).(rules.Swapper); !ok {
		return false
	}
	for i, t := range s.Hist.Tokens[:ply] {
		pos := s.Match.At(i)
		if m, err := pos.ParseToken(t); err == nil && pos.(rules.Swapper).IsSwap(m) {
			return true
		}
	}
	return false
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

// SetSeat has who (board.Human or an AI level's ID) play p from the latest
// position on, keeping the game: a computer takes over a side mid-game, or
// hands it back. Sides (the seats at the start) change so that Seat(p)
// becomes who.
func (s *Session) SetSeat(p rules.Player, who string) {
	if p == rules.NoPlayer {
		return
	}
	if s.swapped(len(s.Hist.Tokens)) {
		p = p.Other()
	}
	s.Sides[p] = who
	s.Gen++ // a search for the old seat must not play
	s.offer()
}

// SwapSeats has each side's player take the other side from the latest
// position on, keeping the game.
func (s *Session) SwapSeats() {
	s.Sides[0], s.Sides[1] = s.Sides[1], s.Sides[0]
	s.Gen++
	s.offer()
}

// Opponent returns the computer seat when exactly one side is played by a
// person and the other by the computer, and the person's player; ok is
// false otherwise (two people, or two computers).
func (s *Session) Opponent() (person rules.Player, level string, ok bool) {
	seats := s.Seats()
	switch {
	case seats[0] == board.Human && seats[1] != board.Human:
		return rules.Player(0), seats[1], true
	case seats[1] == board.Human && seats[0] != board.Human:
		return rules.Player(1), seats[0], true
	}
	return rules.NoPlayer, "", false
}
