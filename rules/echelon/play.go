package echelon

import (
	"slices"

	"tessera/rules"
)

// Apply plays m, a move Legal listed in this position. The piece leaves
// the top of its cell (killing the cell if it was alone) and lands on top
// of its destination. In the standard variant a stack of exactly three
// created by the move wins at once for the owner of its top piece: the
// mover after stomping onto a stack of two, the owner of the revealed piece
// after leaving a stack of four. Otherwise the opponent, to move next,
// loses if they have no legal move.
func (s *State) Apply(m rules.Move) {
	p := s.turn
	from, to := moveFrom(m), moveTo(m)
	left := s.lift(from, p)
	landed := s.drop(to, p)
	s.turn = p.Other()
	s.hash ^= tab.blueKey
	if s.variant == Standard {
		switch {
		case landed == 3:
			s.winner = p
		case left == 3:
			s.winner = s.topOwner(from)
		}
	}
	if s.winner == rules.NoPlayer && !s.hasMove(s.turn) {
		s.winner = p
	}
}

// lift takes p's top piece off cell c and returns the height left there;
// a cell left empty is dead.
func (s *State) lift(c int, p rules.Player) uint8 {
	h := s.height[c] - 1
	s.hash ^= tab.pieceKey[c][h][p]
	s.owners[c] &^= 1 << h
	s.height[c] = h
	s.tops[p].remove(c)
	if h == 0 {
		s.height[c] = deadCell
		s.hash ^= tab.deadKey[c]
	} else {
		s.tops[s.topOwner(c)].add(c)
	}
	return h
}

// drop puts a piece of p on top of cell c and returns the new height.
func (s *State) drop(c int, p rules.Player) uint8 {
	h := s.height[c]
	if h > 0 {
		s.tops[s.topOwner(c)].remove(c)
	}
	s.owners[c] |= uint32(p) << h
	s.height[c] = h + 1
	s.hash ^= tab.pieceKey[c][h][p]
	s.tops[p].add(c)
	return h + 1
}

// Step says what a move does, for people and pictures.
type Step struct {
	Player  rules.Player
	From    int   // the cell the piece leaves
	To      int   // the cell it ends on
	Path    []int // the cells it passes over and ends on, From excluded, in order
	Stomp   bool  // To is occupied: the piece lands on top of its stack
	Unstomp bool  // the piece leaves the top of a stack, freeing the piece under it
	Kills   bool  // the piece was alone on From, which becomes dead
	// StackWinner is the player the move makes win by a stack of exactly
	// three (standard variant only), NoPlayer if none. It may be the
	// opponent of the mover, when leaving a stack of four uncovers their
	// piece.
	StackWinner rules.Player
}

// Describe says what m, a legal move in this position, does.
func (s *State) Describe(m rules.Move) Step {
	from, to := moveFrom(m), moveTo(m)
	st := Step{Player: s.turn, From: from, To: to, StackWinner: rules.NoPlayer,
		Stomp: s.height[to] > 0, Unstomp: s.height[from] > 1, Kills: s.height[from] == 1}
	for _, r := range tab.rays[from] {
		if i := slices.Index(r.cells[:r.n], int8(to)); i >= 0 {
			for _, c := range r.cells[:i+1] {
				st.Path = append(st.Path, int(c))
			}
		}
	}
	if s.variant == Standard {
		switch {
		case st.Stomp && s.height[to] == 2:
			st.StackWinner = s.turn
		case s.height[from] == 4:
			st.StackWinner = rules.Player(s.owners[from] >> 2 & 1)
		}
	}
	return st
}
