package carteso

import (
	"math/bits"

	"tessera/rules"
)

// Legal appends to dst every legal move: a black and a white stone on every
// empty point, then Pass. Nothing is appended once the game is over.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	if s.toMove == rules.NoPlayer {
		return dst
	}
	for r := range int(s.size) {
		for e := s.Empty(r); e != 0; e &= e - 1 {
			p := At(trailingZeros(e), r)
			dst = append(dst, Place(p, Black), Place(p, White))
		}
	}
	return append(dst, Pass)
}

func trailingZeros(w uint32) int { return bits.TrailingZeros32(w) }
