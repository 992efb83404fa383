package ecalper

import (
	"context"
	"errors"

	"tessera/ai/chance"
	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// AnalysisPlayouts is the analyst's budget for one position.
const AnalysisPlayouts = 4_000

// Analyst returns the Ecalper analyst (an ai.Evaluator): Search with
// AnalysisPlayouts playouts, its root's means mapped to chances by the fit
// that `go run ./ai/cmd/calibrate ecalper` prints.
func Analyst() chance.Analyst {
	return chance.Analyst{Rate: mcts.Rate(analysisSearch), Fit: chance.Logistic{A: 2.6261, B: -0.9326}}
}

// analysisSearch is the analyst's search of pos among moves.
func analysisSearch(ctx context.Context, pos rules.Position, moves []rules.Move, seed uint64) (mcts.Stats, error) {
	s, ok := pos.(*ecalper.State)
	if !ok {
		return mcts.Stats{}, errors.New("ai: not an Ecalper position")
	}
	return Search(ctx, s, moves, mcts.Default(AnalysisPlayouts), seed)
}
