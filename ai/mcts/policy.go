package mcts

import (
	"math/rand/v2"

	"tessera/rules"
)

// Policy plays a position out to its end. pos is a copy the search owns:
// the policy may change it. Each tree has a policy of its own (see
// Config.NewPolicy), so a policy may keep buffers.
type Policy interface {
	Playout(pos rules.Position, rng *rand.Rand) rules.Result
}

// Uniform is the default policy: every ply a legal move chosen uniformly
// with rng, through the rules contract. It reuses one move list, so a
// playout allocates nothing; it serves one search at a time. Its zero
// value is ready.
type Uniform struct {
	moves []rules.Move
}

// Playout plays uniformly random moves in pos until the game is over and
// returns the result.
func (u *Uniform) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	for {
		if r := pos.Result(); r.Over {
			return r
		}
		u.moves = pos.Legal(u.moves[:0])
		pos.Apply(u.moves[rng.IntN(len(u.moves))])
	}
}
