package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai/echelon"
	harness "tessera/ai/match"
	"tessera/rules"
	rules_echelon "tessera/rules/echelon"
)

// match plays games games of variant v between a and b, a first in the
// even games, parallel at once, seeded by seed, and tallies them from a's
// side. Each game starts with opening random plies (moves that do not let
// the opponent win at once), the same for both games of a pair, so that
// engines without noise do not replay one game.
func match(v rules_echelon.Variant, a, b echelon.Chooser, games, parallel, opening int, seed uint64) (harness.Tally, error) {
	var t harness.Tally
	err := harness.Run(context.Background(), games, parallel, func(g int) (harness.Outcome, error) {
		winner, plies, err := game(v, a, b, g, opening, seed)
		o := harness.Outcome{Winner: winner, Seat: -1, Plies: plies, Turns: plies}
		if winner != rules.NoPlayer {
			o.Seat = int(winner)
		}
		return o, err
	}, t.Count)
	return t, err
}

// game plays game g: a is first when g is even.
func game(v rules_echelon.Variant, a, b echelon.Chooser, g, opening int, seed uint64) (rules.Player, int, error) {
	seats := [2]echelon.Chooser{a, b}
	if g%2 == 1 {
		seats[0], seats[1] = b, a
	}
	pos := rules_echelon.New(rules_echelon.Options{Variant: v})
	pair := rand.New(rand.NewPCG(seed, uint64(g/2)))
	plies := 0
	for ; plies < opening; plies++ {
		safe := safeMoves(pos, pos.Legal(nil))
		if len(safe) == 0 {
			break
		}
		pos.Apply(safe[pair.IntN(len(safe))])
	}
	rng := rand.New(rand.NewPCG(seed, uint64(g)))
	for !pos.Result().Over {
		moves := pos.Legal(nil)
		m, err := seats[pos.ToMove()].Choose(context.Background(), pos, moves, rng)
		if err != nil {
			return rules.NoPlayer, plies, err
		}
		if !slices.Contains(moves, m) {
			return rules.NoPlayer, plies, fmt.Errorf("echelonlab: illegal move %s", pos.Token(m))
		}
		pos.Apply(m)
		plies++
	}
	return pos.Result().Winner, plies, nil
}
