package echelon

import (
	"context"
	"errors"
	"math/rand/v2"

	"tessera/ai/chance"
	"tessera/rules"
	"tessera/rules/echelon"
)

// AnalysisDepth is the analyst's search depth, in plies.
const AnalysisDepth = 4

// Analyst returns the Echelon analyst (an ai.Evaluator): an alpha-beta
// search AnalysisDepth plies deep, its score mapped to a chance by the
// fit that `go run ./ai/cmd/calibrate -games 240 -option
// variant=gentleman echelon` prints (the standard variant is won in three
// plies, its positions proven; fewer games give fits that disagree, see
// ai/README.md); a forced result is a chance of 1 or 0. It rates the best
// move only.
func Analyst() chance.Analyst {
	e := New(DefaultConfig(AnalysisDepth, 0))
	rate := func(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) ([]chance.Rating, error) {
		s, ok := pos.(*echelon.State)
		if !ok {
			return nil, errors.New("ai: not an Echelon position")
		}
		r, err := e.Search(ctx, s, moves, rng.Uint64())
		if len(r.Ranked) == 0 { // no search: the position is over, or ctx was
			return nil, err
		}
		rt := chance.Rating{Move: r.Move, X: float64(r.Score) / 100}
		if in := MateIn(r.Score); in != 0 {
			rt.Proven, rt.Exact = true, float64(min(max(in, 0), 1))
		}
		return []chance.Rating{rt}, err
	}
	return chance.Analyst{Rate: rate, Fit: chance.Logistic{A: 0.2184, B: -0.0230}}
}
