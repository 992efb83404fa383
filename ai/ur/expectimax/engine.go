// Package expectimax is the strong Ur engine: an expectiminimax search over
// the dice (chance nodes weigh the rolls 0..4 by 1, 4, 6, 4, 1 sixteenths;
// after a rosette the same side moves again, so its node stays its own),
// with Star1 cuts at chance nodes and alpha-beta at move nodes, a
// transposition table keyed on ur.State.Key that also remembers the best
// move per roll for move ordering, iterative deepening, and a depth limit,
// a time budget or both. Leaves are scored by Evaluate. The table reuses a
// worth only at the depth it was searched to, so a finished depth-N search
// gives exactly the depth-N expectiminimax worth.
//
// A search limited by depth alone is deterministic: the same position,
// roll and random source give the same move. With a time budget the depth
// reached depends on the clock.
package expectimax

import (
	"context"
	"math/rand/v2"
	"strconv"
	"time"

	"tessera/rules"
	"tessera/rules/ur"
)

// MaxDepth is the deepest search, in moves.
const MaxDepth = 40

// tableBits sizes the transposition table: 1<<18 slots of 32 bytes, 8 MiB.
const tableBits = 18

// Settings limit a search.
type Settings struct {
	// Depth is how many moves ahead to search (1..MaxDepth); 0 means
	// MaxDepth, for a search limited by Budget.
	Depth int
	// Budget is the wall-clock time a decision may take; 0 for none. A
	// search stops deepening when the next depth would not fit, and is cut
	// short at the budget, keeping the last depth it finished.
	Budget time.Duration
	// Evaluate scores the leaves, as the package's Evaluate does (the side
	// to move's worth, strictly between -1 and 1); nil means Evaluate.
	Evaluate func(*ur.State) float64
}

// Engine searches Ur positions. It keeps a transposition table between
// calls (each decision ignores what earlier ones stored); it is not safe
// for concurrent use.
type Engine struct {
	set Settings
	t   *table
}

// New returns an engine searching within set.
func New(set Settings) *Engine {
	if set.Depth <= 0 || set.Depth > MaxDepth {
		set.Depth = MaxDepth
	}
	if set.Evaluate == nil {
		set.Evaluate = Evaluate
	}
	return &Engine{set: set, t: newTable(tableBits)}
}

// Name returns "Expectimax-N" for a depth-limited engine, else
// "Expectimax-<budget>".
func (e *Engine) Name() string {
	if e.set.Budget > 0 {
		return "Expectimax-" + e.set.Budget.String()
	}
	return "Expectimax-" + strconv.Itoa(e.set.Depth)
}

// Result is a decision and what the search learnt on the way.
type Result struct {
	Move  rules.Move // the move chosen, one s.LegalFor(roll) lists
	Value float64    // its worth for the mover in [-1, 1] (-1 lost, 1 won); 0 when not searched
	Depth int        // the depth of the last finished iteration; 0 when there was one move
	Nodes int        // chance nodes visited
}

// Choose returns the engine's move for the side to move of s after roll;
// see Search.
func (e *Engine) Choose(ctx context.Context, s *ur.State, roll int, rng *rand.Rand) rules.Move {
	return e.Search(ctx, s, roll, rng).Move
}

// Search decides the move for the side to move of s after roll (0..4),
// deepening one move at a time up to the engine's depth or budget. Moves
// of equal worth are told apart with rng. Once ctx is done it returns
// promptly with the move of the last finished depth (depth 1 always
// finishes: it is one evaluation per move). The search looks at ctx.Err
// every checkEvery chance nodes, so a context whose Err yields to the
// event loop (as the wasm worker's does) lets a cancel in mid-search.
func (e *Engine) Search(ctx context.Context, s *ur.State, roll int, rng *rand.Rand) Result {
	var buf [8]rules.Move
	moves := s.LegalFor(roll, buf[:0])
	if len(moves) <= 1 {
		return Result{Move: moves[0]}
	}
	sr := e.start(ctx)
	start := time.Now()
	order(s, moves, -1)
	values := make([]float64, len(moves))
	var res Result
	var picks []rules.Move
	for depth := 1; depth <= e.set.Depth; depth++ {
		began := time.Now()
		best, ties := sr.root(s, moves, values, depth)
		if sr.aborted {
			break
		}
		res.Value, res.Depth, picks = best, depth, ties
		sortByValue(moves, values)
		if e.set.Budget > 0 && time.Since(start)+6*time.Since(began) > e.set.Budget {
			break
		}
		if sr.abortable = true; ctx.Err() != nil {
			break
		}
	}
	res.Nodes = sr.nodes
	res.Move = picks[rng.IntN(len(picks))]
	return res
}

// start begins a decision's search.
func (e *Engine) start(ctx context.Context) *search {
	e.t.next()
	sr := &search{t: e.t, ctx: ctx, eval: e.set.Evaluate}
	if e.set.Budget > 0 {
		sr.deadline = time.Now().Add(e.set.Budget)
	}
	return sr
}

// root searches every move of roll depth moves deep, writing each one's
// worth (or a bound below the best) into values, and returns the best
// worth and the moves that reach it.
func (s *search) root(p *ur.State, moves []rules.Move, values []float64, depth int) (float64, []rules.Move) {
	const tie = 1e-12
	best := lost - 1
	var ties []rules.Move
	for i, m := range moves {
		v := s.after(p, m, depth, best-tie, won+1)
		if s.aborted {
			return 0, nil
		}
		values[i] = v
		switch {
		case v > best+tie:
			best, ties = v, append(ties[:0], m)
		case v >= best-tie:
			ties = append(ties, m)
		}
	}
	return best, ties
}

// sortByValue sorts moves (and values alongside) by worth, best first,
// keeping the order of equal ones.
func sortByValue(moves []rules.Move, values []float64) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && values[j] > values[j-1]; j-- {
			values[j], values[j-1] = values[j-1], values[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// WinChance estimates the chance that the side to move of s wins, before
// it rolls, from a search within the engine's settings: (worth+1)/2. It
// returns the depth searched too. Once ctx is done it returns the
// estimate of the last finished depth.
func (e *Engine) WinChance(ctx context.Context, s *ur.State) (float64, int) {
	if s.ToMove() == rules.NoPlayer {
		return 0, 0
	}
	sr := e.start(ctx)
	start := time.Now()
	value, reached := e.set.Evaluate(s), 0
	for depth := 1; depth <= e.set.Depth; depth++ {
		began := time.Now()
		v := sr.chance(s, depth, lost, won)
		if sr.aborted {
			break
		}
		value, reached = v, depth
		if e.set.Budget > 0 && time.Since(start)+6*time.Since(began) > e.set.Budget {
			break
		}
		if sr.abortable = true; ctx.Err() != nil {
			break
		}
	}
	return (value + 1) / 2, reached
}

// MoveChances returns, for each of moves (legal moves of s after one
// roll), the chance that s's side to move wins after playing it: each move
// searched with a full window to the engine's Depth, which should be small
// (the Budget is not used). Once ctx is done it returns the chances found
// so far, fewer than moves, with ctx.Err().
func (e *Engine) MoveChances(ctx context.Context, s *ur.State, moves []rules.Move) ([]float64, error) {
	sr := e.start(ctx)
	sr.deadline = time.Time{}
	sr.abortable = true
	out := make([]float64, 0, len(moves))
	for _, m := range moves {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		v := sr.after(s, m, e.set.Depth, lost-1, won+1)
		if sr.aborted {
			return out, ctx.Err()
		}
		out = append(out, (v+1)/2)
	}
	return out, nil
}
