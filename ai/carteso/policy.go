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
// stones of random colours on random empty points, each point once, then
// passes until the game ends. On a full board every group is finished and
// claimed, so the playout ends in a position both players would pass in.
type Policy struct{}

// Playout plays pos, a *carteso.State the caller owns, to its end and
// returns the result; a position already over is returned as it is. It
// draws every choice from rng.
func (Policy) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	s := pos.(*carteso.State)
	var buf [carteso.MaxSize * carteso.MaxSize]carteso.Point
	empty := s.AppendEmpty(buf[:0])
	var bits uint64
	for n := len(empty); n > 0 && s.ToMove() != rules.NoPlayer; n-- {
		if n&1 == len(empty)&1 {
			bits = rng.Uint64()
		} else {
			bits <<= 32 // each draw of 64 bits places two stones
		}
		d := bits >> 32
		i := int((d >> 1) * uint64(n) >> 31) // in [0, n), off uniform by under n/2^31
		p := empty[i]
		empty[i] = empty[n-1]
		s.Apply(carteso.Place(p, carteso.Colour(d&1)))
	}
	for s.ToMove() != rules.NoPlayer {
		s.Apply(carteso.Pass)
	}
	return s.Result()
}
