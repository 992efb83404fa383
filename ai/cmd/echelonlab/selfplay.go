package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"slices"

	"tessera/ai"
	harness "tessera/ai/match"
	"tessera/rules"
	rules_echelon "tessera/rules/echelon"
)

// progress says whether self-play reports every 20 games on stderr.
var progress = false

// selfPlay is what self-play from a start measured.
type selfPlay struct {
	games, firstWins, draws int
	plies                   []int // each game's length, sorted
}

// playSelf plays games games of e against itself from start, parallel at
// once, game g seeded by seed and g.
func playSelf(start *rules_echelon.State, e ai.Engine, games, parallel int, seed uint64) (selfPlay, error) {
	var sp selfPlay
	err := harness.Run(context.Background(), games, parallel, func(g int) (harness.Outcome, error) {
		return play(start, e, e, 2*g, 0, seed)
	}, func(g int, o harness.Outcome) {
		sp.games++
		switch o.Winner {
		case rules.First:
			sp.firstWins++
		case rules.NoPlayer:
			sp.draws++
		}
		sp.plies = append(sp.plies, o.Plies)
		if sp.games%20 == 0 && progress {
			fmt.Fprintf(os.Stderr, "%d games: first player %d wins, %d draws; plies %v\n", sp.games, sp.firstWins, sp.draws, sp.plies)
		}
	})
	slices.Sort(sp.plies)
	return sp, err
}

// first returns the first player's score, a draw counting half, as a
// fraction.
func (sp selfPlay) first() float64 {
	return (float64(sp.firstWins) + float64(sp.draws)/2) / float64(max(sp.games, 1))
}

// interval returns the 95% Wilson interval of the first player's score.
func (sp selfPlay) interval() (lo, hi float64) {
	n, p, z := float64(max(sp.games, 1)), sp.first(), 1.96
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return centre - half, centre + half
}

// median returns the median game length in plies.
func (sp selfPlay) median() float64 {
	n := len(sp.plies)
	if n == 0 {
		return 0
	}
	return float64(sp.plies[(n-1)/2]+sp.plies[n/2]) / 2
}
