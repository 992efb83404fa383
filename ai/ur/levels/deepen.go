package levels

import (
	"context"
	"math/rand/v2"

	"tessera/ai/ur/expectimax"
	"tessera/rules"
	"tessera/rules/ur"
)

// NearPerfectDepth is the near-perfect level's search depth, in moves, for
// every move of a roll; close calls are searched deeper (see deepening).
const NearPerfectDepth = 4

// deepening lists the searches after the first: each values again, depth
// moves deep, the moves that the search before valued within margin of
// its best (in win chance), until one move is left or the list ends.
// Most decisions stop after the first search; about one in six needs the
// second (measured on the perfect player's games; ai/README.md).
var deepening = [...]struct {
	depth  int
	margin float64
}{
	{NearPerfectDepth + 1, 0.003},
	{NearPerfectDepth + 2, 0.001},
}

// tie is how close two chances are to count as equal.
const tie = 1e-12

// deepSearch is one decision's searches over the level's model: the
// first one NearPerfectDepth deep, then those of deepening.
type deepSearch struct {
	first *expectimax.Engine
	more  [len(deepening)]*expectimax.Engine
}

func newDeepSearch(m *model) *deepSearch {
	d := &deepSearch{first: expectimax.New(expectimax.Settings{Depth: NearPerfectDepth, Evaluate: m.Evaluate})}
	for i, x := range deepening {
		d.more[i] = expectimax.New(expectimax.Settings{Depth: x.depth, Evaluate: m.Evaluate})
	}
	return d
}

// choose returns the level's move among moves, all the legal moves of s
// for roll: a best move of the last search, exact ties broken by rng.
// Once ctx is done it returns the best move of the last search that
// finished (the first search's shallowest depth when none did) with
// ctx.Err().
func (d *deepSearch) choose(ctx context.Context, s *ur.State, roll int, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	chances, err := d.first.MoveChances(ctx, s, moves)
	if err != nil {
		return d.first.Choose(ctx, s, roll, rng), err
	}
	for i, x := range deepening {
		if moves, chances = within(moves, chances, x.margin); len(moves) == 1 {
			break
		}
		if chances, err = d.more[i].MoveChances(ctx, s, moves); err != nil {
			return moves[0], err
		}
	}
	best, _ := within(moves, chances, tie)
	return best[rng.IntN(len(best))], nil
}

// within returns the moves whose chances are within margin of the best,
// and their chances, the best first.
func within(moves []rules.Move, chances []float64, margin float64) ([]rules.Move, []float64) {
	best := 0
	for i, c := range chances {
		if c > chances[best] {
			best = i
		}
	}
	outM, outC := []rules.Move{moves[best]}, []float64{chances[best]}
	for i, c := range chances {
		if i != best && c >= chances[best]-margin {
			outM, outC = append(outM, moves[i]), append(outC, c)
		}
	}
	return outM, outC
}
