package main

import (
	"context"
	"math/rand/v2"

	"tessera/ai"
	harness "tessera/ai/match"
	rules_echelon "tessera/rules/echelon"
)

// match plays games games of variant v between a and b, a first in the
// even games, parallel at once, seeded by seed, and tallies them from a's
// side. Each game starts with opening random plies (moves that do not let
// the opponent win at once), the same for both games of a pair, so that
// engines without noise do not replay one game.
func match(v rules_echelon.Variant, a, b ai.Engine, games, parallel, opening int, seed uint64) (harness.Tally, error) {
	return matchFrom(rules_echelon.New(rules_echelon.Options{Variant: v}), a, b, games, parallel, opening, seed)
}

// matchFrom is match from the start start.
func matchFrom(start *rules_echelon.State, a, b ai.Engine, games, parallel, opening int, seed uint64) (harness.Tally, error) {
	var t harness.Tally
	err := harness.Run(context.Background(), games, parallel, func(g int) (harness.Outcome, error) {
		return play(start, a, b, g, opening, seed)
	}, t.Count)
	return t, err
}

// play plays game g from start after its opening plies through the match
// harness; a plays red when g is even.
func play(start *rules_echelon.State, a, b ai.Engine, g, opening int, seed uint64) (harness.Outcome, error) {
	pos := *start
	pair := rand.New(rand.NewPCG(seed, uint64(g/2)))
	plies := 0
	for ; plies < opening; plies++ {
		safe := safeMoves(&pos, pos.Legal(nil))
		if len(safe) == 0 {
			break
		}
		pos.Apply(safe[pair.IntN(len(safe))])
	}
	rng := rand.New(rand.NewPCG(seed, uint64(g)))
	seats := [2]harness.Seat{{Name: "a", Engine: a, Rand: rng}, {Name: "b", Engine: b, Rand: rng}}
	if g%2 == 1 {
		seats[0], seats[1] = seats[1], seats[0]
	}
	o, err := harness.Play(context.Background(), harness.Game{Start: &pos, Seats: seats})
	o.Plies += plies
	o.Turns += plies
	return o, err
}
