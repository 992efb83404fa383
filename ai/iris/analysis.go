package iris

import (
	"tessera/ai/chance"
	"tessera/ai/mcts"
)

// AnalysisPlayouts is the analyst's budget for one position.
const AnalysisPlayouts = 5_000

// Analyst returns the Iris analyst (an ai.Evaluator): a tree search of
// AnalysisPlayouts playouts, its root's means mapped to chances by the fit
// that `go run ./ai/cmd/calibrate -games 120 iris` prints.
func Analyst() chance.Analyst {
	return chance.Analyst{Rate: mcts.Rate(mcts.Searcher(Search(AnalysisPlayouts, 0))), Fit: chance.Logistic{A: 1.4030, B: -0.2969}}
}
