package iris

import "tessera/rules"

// Apply plays m, a move Legal listed in this position. A pass ends the
// turn (and uses up black's single-stone turn); a second pass in a row
// ends the game. A stone ends the game when it fills the board, and ends
// the turn when it is black's single stone, a second stone, or a gray
// first stone that leaves no target for a second (which is forfeited).
func (s *State) Apply(m rules.Move) {
	p := s.toMove
	if m == Pass {
		s.single = false
		s.passes++
		s.toMove = p.Other()
		if s.passes == 2 {
			s.toMove = rules.NoPlayer
		}
		return
	}
	i := s.lay.Bit(int(m))
	s.stones[p].Set(i)
	s.passes = 0
	switch {
	case s.Empty().Empty():
		s.toMove, s.first = rules.NoPlayer, noStone
	case s.single:
		s.single = false
		s.toMove = p.Other()
	case s.first != noStone:
		s.first = noStone
		s.toMove = p.Other()
	case s.targetsAfter(i).Empty():
		s.toMove = p.Other() // the second stone is forfeited
	default:
		s.first = int16(i)
	}
}
