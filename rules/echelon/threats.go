package echelon

import "tessera/rules"

// StackWins appends to dst the moves by which p, were it p's turn, would
// win at once by a stack of exactly three with p's piece on top: stomping
// onto a stack of two, or leaving a stack of four whose revealed piece is
// p's. It appends nothing in the gentleman variant. With p the player to
// move these are the immediate wins among Legal's moves; with p the
// opponent they are the threats a board view marks on request.
func (s *State) StackWins(p rules.Player, dst []rules.Move) []rules.Move {
	if s.variant != Standard {
		return dst
	}
	var buf [len(ray{}.cells) * len(tab.rays[0])]rules.Move
	for c := range s.tops[p].all() {
		revealsOwn := s.height[c] == 4 && rules.Player(s.owners[c]>>2&1) == p
		for _, m := range s.appendMovesFrom(c, buf[:0]) {
			if revealsOwn || s.height[moveTo(m)] == 2 {
				dst = append(dst, m)
			}
		}
	}
	return dst
}
