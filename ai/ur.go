package ai

import (
	"context"
	"math/rand/v2"
	"slices"

	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/ur"
)

// urLevels returns the Royal Game of Ur's levels, weakest first.
func urLevels() []entry {
	var out []entry
	for _, l := range levels.All() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"ur"}, l.Engine})
	}
	return out
}

// urHint is the Ur hinter. moves are the legal moves of the roll thrown,
// or, before the roll, those of every roll: then only the win chance is
// given, the estimate being the same for any roll.
func urHint(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (Reply, error) {
	first := moves
	if s, ok := pos.(*ur.State); ok {
		roll := s.Describe(moves[0]).Roll
		first = slices.DeleteFunc(slices.Clone(moves), func(m rules.Move) bool { return s.Describe(m).Roll != roll })
	}
	mv, chance, err := levels.Hint(ctx, pos, first, rng)
	reply := Reply{WinChance: &chance}
	if len(first) == len(moves) {
		reply.Token = pos.Token(mv)
	}
	return reply, err
}
