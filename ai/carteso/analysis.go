package carteso

import (
	"tessera/ai/chance"
	"tessera/ai/mcts"
)

// AnalysisPlayouts is the analyst's budget for one position.
const AnalysisPlayouts = 2_000

// Analyst returns the Carteso analyst (an ai.Evaluator): a tree search of
// AnalysisPlayouts playouts, its root's means mapped to chances by the fit
// that `go run ./ai/cmd/calibrate carteso` prints.
func Analyst() chance.Analyst {
	return chance.Analyst{Rate: mcts.Rate(mcts.Searcher(Search(AnalysisPlayouts, 0))), Fit: chance.Logistic{A: 2.3531, B: -1.3365}}
}
