package measure

import (
	"context"
	"math"

	"tessera/ai/lab/report"
	"tessera/ai/match"
	"tessera/ai/players"
	"tessera/rules"
	"tessera/rules/games"
)

// Rung is one step of a measured ladder: a level against the one below it
// at both their real budgets, and whether it is shown stronger.
type Rung struct {
	report.Pairing
	Need   float64 // the score it must reach: 0.5, or 0.6 in a game without dice
	Proven bool    // its score's 95% interval lies above 0.5, and its score reaches Need
	Rating float64 // its estimated rating: the one below's plus the gap its score implies
}

// Climb plays each level of game against the one below it, levels in
// players.Levels order (the random mover's rating is 0), at their real
// budgets, in rounds of round games (seats swapped in turn), until the
// pairing is proven, or shown short of it (the interval's top under
// Need, after three rounds at least), or most games are played. Every game is seeded by seed; done, if
// not nil, hears each rung as it is settled.
func Climb(ctx context.Context, game string, round, most, parallel int, seed uint64, done func(Rung)) ([]Rung, error) {
	start, err := games.Start(game, report.Settings()[game].Options)
	if err != nil {
		return nil, err
	}
	need := 0.6
	if _, dice := start().(rules.Thrower); dice {
		need = 0.5
	}
	levels := players.Levels(game)
	var out []Rung
	below := 0.0
	for i := 1; i < len(levels); i++ {
		r := Rung{Need: need}
		var t match.Tally
		for t.Games < most && !r.settled(round) {
			var more match.Tally
			if more, err = pairOff(ctx, start, levelSeat(game, levels[i].ID, 0), levelSeat(game, levels[i-1].ID, 0),
				round, parallel, seed+uint64(1000*i+t.Games)); err != nil {
				return out, err
			}
			t = t.Add(more)
			r.Pairing = pairing(levels[i].ID, levels[i-1].ID, t)
		}
		r.Proven = r.Score.Low > 0.5 && r.Score.Rate >= need
		r.Rating = below + Gap(r.Score.Rate, r.Games)
		below = r.Rating
		out = append(out, r)
		if done != nil {
			done(r)
		}
	}
	return out, nil
}

// settled says whether the pairing needs no more games after round games
// a round: proven, or short after three rounds at least (a few games
// between close levels say little).
func (r Rung) settled(round int) bool {
	proven := r.Score.Low > 0.5 && r.Score.Rate >= r.Need
	short := r.Score.High < r.Need && r.Games >= 3*round
	return r.Games > 0 && (proven || short)
}

// Gap is the rating difference (on the Elo scale) that a score of rate over
// n games implies; a clean sweep counts as half a game short of one.
func Gap(rate float64, n int) float64 {
	edge := 0.5 / float64(max(n, 1))
	p := min(max(rate, edge), 1-edge)
	return 400 * math.Log10(p/(1-p))
}
