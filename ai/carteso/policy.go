package carteso

import (
	"math/rand/v2"

	"tessera/rules"
	"tessera/rules/carteso"
)

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
	for n := len(empty); n > 0 && s.ToMove() != rules.NoPlayer; n-- {
		bits := rng.Uint64()
		i := int((bits >> 32) * uint64(n) >> 32) // in [0, n), off uniform by under n/2^32
		p := empty[i]
		empty[i] = empty[n-1]
		s.Apply(carteso.Place(p, carteso.Colour(bits&1)))
	}
	for s.ToMove() != rules.NoPlayer {
		s.Apply(carteso.Pass)
	}
	return s.Result()
}
