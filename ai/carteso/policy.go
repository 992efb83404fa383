package carteso

import (
	"math/rand/v2"

	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/carteso"
)

// A tree search copies a Carteso position into one scratch State per
// iteration rather than cloning it.
var _ mcts.Copier = (*carteso.State)(nil)

// Policy plays Carteso games out at random, fast: it fills the board with
// stones of random colours on the empty points in a random order, the
// players taking turns, and then both pass. On a full board every group is
// finished and claimed, and the rules work the end out from the full board
// at once (carteso.State.Fill), so a playout tracks no group stone by
// stone.
type Policy struct{}

// Playout plays pos, a *carteso.State, out to its end and returns the
// result, leaving pos as it is; a position already over gives its result.
// It draws every choice from rng.
func (Policy) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	s := pos.(*carteso.State)
	if s.ToMove() == rules.NoPlayer {
		return s.Result()
	}
	var order [carteso.MaxSize * carteso.MaxSize]carteso.Point
	var colours [carteso.MaxSize * carteso.MaxSize]carteso.Colour
	n := draw(s, rng, &order, &colours)
	_, res := s.Fill(order[:n], colours[:n])
	return res
}

// draw puts the empty points of s in order, shuffled, and a colour for
// each in colours, and returns how many there are. Each draw of 64 bits
// from rng gives three points, 21 bits each: a colour, and an index off
// uniform by under n/2^20 for n points left.
func draw(s *carteso.State, rng *rand.Rand, order *[carteso.MaxSize * carteso.MaxSize]carteso.Point, colours *[carteso.MaxSize * carteso.MaxSize]carteso.Colour) int {
	n := len(s.AppendEmpty(order[:0]))
	var bits uint64
	for k, left := 0, 0; k < n; k, left = k+1, left-1 {
		if left == 0 {
			bits, left = rng.Uint64(), 3
		}
		d := bits & (1<<21 - 1)
		bits >>= 21
		i := k + int((d>>1)*uint64(n-k)>>20)
		order[k], order[i] = order[i], order[k]
		colours[k] = carteso.Colour(d & 1)
	}
	return n
}
