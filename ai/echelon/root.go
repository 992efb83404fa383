package echelon

import (
	"slices"
	"time"

	"tessera/rules"
	"tessera/rules/echelon"
)

// Result is what a search found.
type Result struct {
	Move  rules.Move // the best move
	Score int        // its value for the player to move (see Mate)
	Depth int        // the deepest iteration completed, 0 if none was needed
	Nodes int64      // positions searched
	// Ranked holds the moves searched, the best first, in the order the
	// last iteration left them (a move that raised the best value moved
	// to the front).
	Ranked []rules.Move
}

// run searches pos, a game going on, among moves by iterative deepening
// until the depth limit, the time, a proven result or a stop.
func (s *searcher) run(pos *echelon.State, moves []rules.Move) Result {
	me := pos.ToMove()
	root := slices.Clone(moves)
	res := Result{Move: root[0], Ranked: root}
	if s.standard {
		for _, w := range pos.StackWins(me, nil) {
			if i := slices.Index(root, w); i >= 0 {
				root[0], root[i] = root[i], root[0]
				res.Move, res.Score = w, Mate-1
				return res
			}
		}
	}
	if len(root) == 1 {
		return res
	}
	limit := s.cfg.Depth
	if limit <= 0 || limit > maxPly/2 {
		limit = maxPly / 2
	}
	start := time.Now()
	for depth := 1; depth <= limit; depth++ {
		v, complete, any := s.rootSearch(pos, me, root, depth)
		if any {
			res.Move, res.Score = root[0], v
		}
		res.Nodes = s.nodes
		if !complete {
			break
		}
		res.Depth = depth
		// A forced result is exact; past half the time a new iteration
		// would most likely not finish.
		if IsMate(v) || s.cfg.Time > 0 && time.Since(start) > s.cfg.Time/2 {
			break
		}
	}
	return res
}

// rootSearch searches every root move depth plies deep, moving each move
// that raises the best value to the front. It returns the best value;
// complete is false after a stop, and any says whether at least one move
// was searched fully (then root[0] is the best of those).
func (s *searcher) rootSearch(pos *echelon.State, me rules.Player, root []rules.Move, depth int) (best int, complete, any bool) {
	alpha := -infinity
	for i, m := range root {
		v := s.child(pos, m, me, depth, 0, alpha, infinity, 0, i == 0, 0)
		if s.stop {
			return alpha, false, any
		}
		any = true
		if v > alpha {
			alpha = v
			copy(root[1:i+1], root[:i])
			root[0] = m
		}
	}
	return alpha, true, true
}
