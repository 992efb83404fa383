package levels

import (
	"context"
	"math/rand/v2"

	"tessera/ai/ur/expectimax"
	"tessera/rules"
	"tessera/rules/ur"
)

// analyst is the near-perfect level's engine, shared by the level, the
// hints and the reviews, so that its model is fetched once.
var analyst = newNearPerfect()

// reviewDepth is how deep Expectimax values moves when the model is not
// at hand (a failed download).
const reviewDepth = 2

// Hint returns the near-perfect level's move among moves (as for Choose)
// and the model's estimate of the chance that the side to move wins,
// before the roll. When the model cannot be fetched both come from
// Expectimax searching within half of StrongBudget, with an
// *asset.Missing error beside them. Once ctx is done it returns what it
// has with ctx.Err().
func Hint(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, float64, error) {
	return analyst.hint(ctx, pos, moves, rng)
}

func (e *nearPerfect) hint(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, float64, error) {
	s, roll, err := decision(pos, moves)
	if err != nil {
		return 0, 0, err
	}
	m, err := e.load(ctx, s)
	if err == nil {
		chance, _ := m.WinChance(s)
		mv, err := e.Choose(ctx, pos, moves, rng)
		return mv, chance, err
	}
	missing := e.missing(err)
	x := expectimax.New(expectimax.Settings{Budget: StrongBudget / 2})
	chance, _ := x.WinChance(ctx, s)
	mv := x.Choose(ctx, s, roll, rng)
	if err := ctx.Err(); err != nil {
		return mv, chance, err
	}
	return mv, chance, missing
}

// MoveChances returns, for each of moves (the legal moves of s after one
// roll), the chance that s's side to move wins after playing it, as the
// near-perfect level values it. When the model cannot be fetched,
// Expectimax values them, reviewDepth moves deep, with an *asset.Missing
// error beside the chances. Once ctx is done it returns the chances found
// so far with ctx.Err().
func MoveChances(ctx context.Context, s *ur.State, moves []rules.Move) ([]float64, error) {
	return analyst.moveChances(ctx, s, moves)
}

func (e *nearPerfect) moveChances(ctx context.Context, s *ur.State, moves []rules.Move) ([]float64, error) {
	if _, err := e.load(ctx, s); err != nil {
		chances, err2 := expectimax.New(expectimax.Settings{Depth: reviewDepth}).MoveChances(ctx, s, moves)
		if err2 != nil {
			return chances, err2
		}
		return chances, e.missing(err)
	}
	search := e.searches.Get().(*deepSearch)
	defer e.searches.Put(search)
	return search.first.MoveChances(ctx, s, moves)
}
