package ur

import "tessera/rules"

// Apply plays m, a move Legal or LegalFor listed in this position. A piece
// move takes an opponent it lands on (never on M3, where it may not land)
// back to its start pool; landing on a rosette keeps the turn, anything
// else passes it, and bearing off the last piece ends the game.
func (s *State) Apply(m rules.Move) {
	p := s.toMove
	if isBare(m) {
		s.toMove = p.Other()
		return
	}
	from := moveFrom(m)
	to := from + moveRoll(m)
	if from == startIndex {
		s.waiting[p]--
	} else {
		s.board[p] &^= 1 << from
	}
	if to == finishIndex {
		s.home[p]++
		s.toMove = p.Other()
		if s.home[p] == s.pieces {
			s.toMove = rules.NoPlayer
		}
		return
	}
	s.board[p] |= 1 << to
	if s.takesAt(to) {
		opp := p.Other()
		s.board[opp] &^= 1 << to
		s.waiting[opp]++
	}
	if rosettes&(1<<to) == 0 {
		s.toMove = p.Other()
	}
}

// Step says what a move does, for people and pictures.
type Step struct {
	Player  rules.Player
	Roll    int
	Bare    bool // no piece moves (token "0", or "2" when 2 has no legal move)
	From    Cell // the piece's cell (a start pool cell when entering); zero when Bare
	To      Cell // its destination (a finish pool cell when bearing off); zero when Bare
	Capture bool // an opponent piece on To goes back to its start pool
	Rosette bool // To is a rosette: the same player rolls again
	BearOff bool // To is the finish pool
}

// Describe says what m, a legal move in this position, does.
func (s *State) Describe(m rules.Move) Step {
	p := s.toMove
	st := Step{Player: p, Roll: moveRoll(m), Bare: isBare(m)}
	if st.Bare || p == rules.NoPlayer {
		return st
	}
	from := moveFrom(m)
	to := min(from+st.Roll, finishIndex)
	st.From, st.To = PathCell(p, from), PathCell(p, to)
	st.Capture = s.takesAt(to)
	st.Rosette = rosettes&(1<<to) != 0
	st.BearOff = to == finishIndex
	return st
}
