package ecalper

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// opening says whether s is within black's first turn of a game with the
// pie option: the opening white may take.
func opening(s *ecalper.State) bool {
	return s.Options().Pie && s.ToMove() == ecalper.Black && s.EmptyCount() > s.Board().Len()-ecalper.PerTurn
}

// open chooses a stone of black's first turn under the pie rule. It draws
// e.Openings ways to finish the turn (the stones still to place, each
// starting with one of moves), searches each finished opening from
// white's side with an equal share of the budget, and plays the first
// stone of the one whose worth to the opener is greatest: after the
// opening, the opener keeps black's chance v when white does not swap and
// gets white's, 1 - v, when it does, and white takes the better, so the
// opener has min(v, 1 - v), best near one half. Each ply of the turn
// chooses afresh around the stones already placed.
func (e *Engine) open(ctx context.Context, s *ecalper.State, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	cfg := e.Search
	cfg.Playouts = max(cfg.Playouts/e.Openings, 1)
	cfg.Time /= time.Duration(e.Openings)
	left := ecalper.PerTurn - (s.Board().Len() - s.EmptyCount()) // stones still to place, this one included
	best, worth := moves[0], -1.0
	for range e.Openings {
		if ctx.Err() != nil {
			return best, ctx.Err()
		}
		stones := finish(s, moves, left, rng)
		after := s.Clone().(*ecalper.State)
		for _, m := range stones {
			after.Apply(m)
		}
		st, err := Search(ctx, after, withoutSwap(after), cfg, rng.Uint64())
		if err != nil && ctx.Err() == nil {
			return best, err
		}
		v := 1 - st.WinChance() // black's chance without a swap
		if w := math.Min(v, 1-v); w > worth {
			best, worth = stones[0], w
		}
	}
	return best, ctx.Err()
}

// finish draws left placements that finish black's first turn: the first
// among moves, the others among the empty cells left.
func finish(s *ecalper.State, moves []rules.Move, left int, rng *rand.Rand) []rules.Move {
	stones := []rules.Move{moves[rng.IntN(len(moves))]}
	empty := s.Empty().Cells()
	for len(stones) < left {
		m := ecalper.Place(empty[rng.IntN(len(empty))])
		if !slices.Contains(stones, m) {
			stones = append(stones, m)
		}
	}
	return stones
}

// withoutSwap returns the legal moves of s but swap.
func withoutSwap(s *ecalper.State) []rules.Move {
	var out []rules.Move
	for _, m := range s.Legal(nil) {
		if m != ecalper.Swap() {
			out = append(out, m)
		}
	}
	return out
}
