package iris

import (
	"math/bits"

	"tessera/rules"
)

// Pass is the move that passes a whole turn. Every other Move is the index
// of the cell a stone goes on.
const Pass rules.Move = 1 << 8

// Legal appends every legal move to dst and returns it. At the start of a
// turn: pass, and a stone on any empty cell (on an empty gray cell in
// black's single-stone first turn). For a second stone: the targets of
// SecondTargets. Nothing once the game is over.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	switch {
	case s.toMove == rules.NoPlayer:
		return dst
	case s.first != noStone:
		return s.appendCells(dst, s.SecondTargets())
	case s.single:
		return s.appendCells(append(dst, Pass), s.Empty().And(s.lay.gray))
	}
	return s.appendCells(append(dst, Pass), s.Empty())
}

// SecondTargets returns the cells where the second stone of the turn may
// go (empty when no first stone waits): the opposite of a rim first stone,
// or the empty gray cells not next to a gray first stone.
func (s *State) SecondTargets() Bits {
	if s.first == noStone {
		return Bits{}
	}
	return s.targetsAfter(int(s.first))
}

// targetsAfter returns where the second stone may go after a first stone
// on bit i.
func (s *State) targetsAfter(i int) Bits {
	var t Bits
	if s.lay.perimeter.Has(i) {
		t.Set(s.lay.Opposite(i))
		return t
	}
	return s.Empty().And(s.lay.gray).AndNot(s.lay.around[i])
}

// appendCells appends the moves onto the cells of b.
func (s *State) appendCells(dst []rules.Move, b Bits) []rules.Move {
	for w, x := range b {
		for ; x != 0; x &= x - 1 {
			dst = append(dst, rules.Move(s.lay.cellOf[w<<6|bits.TrailingZeros64(x)]))
		}
	}
	return dst
}
