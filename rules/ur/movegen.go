package ur

import (
	"math/bits"

	"tessera/rules"
)

// LegalFor appends to dst the legal moves after rolling roll (0..4) and
// returns it: one per movable piece, or the single bare-roll move when no
// piece can move (always so for roll 0). Nothing is appended once the game
// is over.
func (s *State) LegalFor(roll int, dst []rules.Move) []rules.Move {
	if s.toMove == rules.NoPlayer {
		return dst
	}
	n := len(dst)
	if roll > 0 {
		dst = s.appendPieceMoves(roll, dst)
	}
	if len(dst) == n {
		dst = append(dst, bareMove(roll))
	}
	return dst
}

// Legal appends to dst every move legal before the roll: the piece moves of
// every roll, and the bare roll of every roll that moves no piece (0 among
// them). Nothing is appended once the game is over.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	for roll := 0; roll <= MaxRoll; roll++ {
		dst = s.LegalFor(roll, dst)
	}
	return dst
}

// appendPieceMoves appends the moves of roll (1..4) that move a piece.
func (s *State) appendPieceMoves(roll int, dst []rules.Move) []rules.Move {
	p := s.toMove
	if s.waiting[p] > 0 && s.canLand(roll) {
		dst = append(dst, pieceMove(roll, startIndex))
	}
	for b := s.board[p]; b != 0; b &= b - 1 {
		from := bits.TrailingZeros16(b)
		if s.canLand(from + roll) {
			dst = append(dst, pieceMove(roll, from))
		}
	}
	return dst
}

// canLand says whether the side to move may end a move on path index to
// (1..15): not past the finish, not on its own piece, not on an opponent
// standing on the safe rosette M3.
func (s *State) canLand(to int) bool {
	switch {
	case to > finishIndex:
		return false
	case to == finishIndex:
		return true
	case s.board[s.toMove]&(1<<to) != 0:
		return false
	}
	return !(to == safeIndex && s.board[s.toMove.Other()]&(1<<to) != 0)
}
