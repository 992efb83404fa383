package levels

import (
	"context"
	"math"
	"math/rand/v2"

	"tessera/ai/chance"
	"tessera/rules"
)

// calibration maps the model's chances, which assume near-perfect play on
// both sides, to the results the default level's self-play bears out
// (`go run ./ai/cmd/calibrate -games 1000 ur`, see ai/README.md): a lead
// counts for more between players who make mistakes. The hints and the
// reviews show the mapped chances (shown).
var calibration = chance.Logistic{A: 1.3947, B: -0.0051}

// shown returns the chance the page shows for the model's chance c; a
// certain result stays certain.
func shown(c float64) float64 {
	if c <= 0 || c >= 1 {
		return c
	}
	return calibration.Chance(math.Log(c / (1 - c)))
}

// Analyst returns the near-perfect level's judgement as an analyst
// (chance.Analyst), for ai/cmd/calibrate to measure: the best of moves by
// MoveChances, rated by the logit of its chance, and the calibration
// mapping the page applies. A chance of 0 or 1 (the endgame table's) is a
// proven result. Ur's hints and reviews come from its levels (ai.Hinter,
// ai.Reviewer), not from this analyst.
func Analyst() chance.Analyst {
	rate := func(ctx context.Context, pos rules.Position, moves []rules.Move, _ *rand.Rand) ([]chance.Rating, error) {
		s, _, err := decision(pos, moves)
		if err != nil {
			return nil, err
		}
		chances, err := MoveChances(ctx, s, moves)
		if len(chances) < len(moves) {
			return nil, err
		}
		best := 0
		for i, c := range chances {
			if c > chances[best] {
				best = i
			}
		}
		c := chances[best]
		r := chance.Rating{Move: moves[best], X: math.Log(c / (1 - c))}
		if c <= 0 || c >= 1 {
			r = chance.Rating{Move: moves[best], Proven: true, Exact: math.Round(c)}
		}
		return []chance.Rating{r}, err
	}
	return chance.Analyst{Rate: rate, Fit: calibration}
}
