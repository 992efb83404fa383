package chance

import (
	"context"
	"errors"
	"math/rand/v2"

	"tessera/ai"
	"tessera/rules"
)

// Rating is a search's raw judgement of one move, for the player making
// it: X for the mapping to read, or a proven result.
type Rating struct {
	Move   rules.Move
	X      float64 // the raw worth (a playout mean's logit, a search score)
	Proven bool    // the search proved the move's result: Exact is the chance
	Exact  float64 // the proven chance (1 won, ½ drawn, 0 lost), when Proven
}

// Rater rates the best of moves (the legal moves of pos, two or more),
// best first; at least the best one. Once ctx is done it returns what it
// has with ctx.Err().
type Rater func(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) ([]Rating, error)

// Top is how many moves an Analyst's evaluation names at most.
const Top = 3

// Analyst is a game's evaluator (ai.Evaluator): a Rater whose ratings
// Fit maps to chances.
type Analyst struct {
	Rate Rater
	Fit  Logistic
}

// Evaluate rates pos's moves and maps the best Top of them to chances;
// the position's chance is its best move's.
func (a Analyst) Evaluate(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (ai.Evaluation, error) {
	rs, err := a.Rate(ctx, pos, moves, rng)
	if len(rs) == 0 {
		if err == nil {
			err = errors.New("ai: the search rated no move")
		}
		return ai.Evaluation{}, err
	}
	var ev ai.Evaluation
	for _, r := range rs[:min(len(rs), Top)] {
		ev.Moves = append(ev.Moves, ai.MoveChance{Token: pos.Token(r.Move), Chance: a.chance(r)})
	}
	ev.Chance = ev.Moves[0].Chance
	return ev, err
}

// chance maps one rating.
func (a Analyst) chance(r Rating) float64 {
	return a.Fit.Predict(Sample{X: r.X, Proven: r.Proven, Exact: r.Exact})
}
