package ecalper

import (
	"math/bits"

	"tessera/rules"
)

// Legal appends every legal move to dst and returns it: during a
// replacement ply, a replacement of each replaceable stone in cell order,
// then swap if white may swap; during a placement ply, a placement on each
// empty cell in cell order. Nothing is appended once the game is over.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	switch {
	case s.toMove == rules.NoPlayer:
		return dst
	case s.placing == 0:
		dst = appendCells(dst, s.replaceable, replaceFlag)
		if s.swapOpen {
			dst = append(dst, swapMove)
		}
		return dst
	}
	return appendCells(dst, s.Empty(), 0)
}

// appendCells appends a move of kind flag on every cell of b, in order.
func appendCells(dst []rules.Move, b Bits, flag rules.Move) []rules.Move {
	for w, x := range b {
		for ; x != 0; x &= x - 1 {
			dst = append(dst, rules.Move(w<<6+bits.TrailingZeros64(x))|flag)
		}
	}
	return dst
}
