package ur

import "tessera/rules"

// Path indices of note, for engines that work on path indices rather than
// cells.
const (
	// FinishIndex is the path index of the finish pool; 0 is the start
	// pool and 1..FinishIndex-1 the board squares.
	FinishIndex = finishIndex
	// SafeIndex is the path index of M3, the shared rosette where no
	// piece is taken.
	SafeIndex = safeIndex
)

// IsRosetteIndex says whether path index i is a rosette (the same indices
// on both sides' paths).
func IsRosetteIndex(i int) bool { return 0 <= i && i < PathLen && rosettes&(1<<i) != 0 }

// IsSharedIndex says whether path index i is in the M column, the squares
// both sides use and where pieces are taken (but on SafeIndex).
func IsSharedIndex(i int) bool { return shared(i) }

// Board returns p's pieces on board squares as bits: bit i is set when one
// stands on path index i (1..14).
func (s *State) Board(p rules.Player) uint16 { return s.board[p] }

// Key packs s into 38 bits: both boards (14 bits each), both start pools
// (3 bits each), the side to move and the pieces per side. Equal positions
// have equal keys and distinct ones distinct keys (the pieces borne off
// follow from the rest).
func (s *State) Key() uint64 {
	return uint64(s.board[0]>>1) | uint64(s.board[1]>>1)<<14 |
		uint64(s.waiting[0])<<28 | uint64(s.waiting[1])<<31 |
		uint64(s.toMove+1)<<34 | uint64(s.pieces)<<36
}

// FromTo returns the path indices a piece move m takes its piece from (0
// for the start pool) and to (FinishIndex when it bears off); a bare roll
// gives -1, -1.
func FromTo(m rules.Move) (from, to int) {
	if isBare(m) {
		return -1, -1
	}
	from = moveFrom(m)
	return from, min(from+moveRoll(m), finishIndex)
}

// Takes says whether m, a legal move of the side to move, takes an
// opponent piece: it lands on a shared square the opponent stands on.
func (s *State) Takes(m rules.Move) bool {
	return !isBare(m) && s.takesAt(moveFrom(m)+moveRoll(m))
}

// takesAt says whether a piece of the side to move landing on path index
// to (1..15) takes an opponent piece.
func (s *State) takesAt(to int) bool {
	return shared(to) && s.board[s.toMove.Other()]&(1<<to) != 0
}
