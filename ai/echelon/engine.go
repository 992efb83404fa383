package echelon

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	"tessera/rules"
	"tessera/rules/echelon"
)

// DefaultTableBits sizes the transposition table: 1<<20 slots of 16
// bytes, 16 MiB.
const DefaultTableBits = 20

// Config sets up an Engine.
type Config struct {
	// Depth caps the iterations, in plies; 0 for no cap.
	Depth int
	// Time caps a search's wall-clock time; 0 for no cap. No iteration
	// starts past half of it.
	Time time.Duration
	// Noise adds to every evaluation a number in [-Noise, Noise], drawn
	// from the position and the search's seed: the weaker levels' errors.
	Noise int
	// Extensions caps the plies added on a path where the opponent
	// threatens a stack win at the horizon.
	Extensions int
	// Reductions turns on late move reductions: moves tried late are
	// searched less deep first, and in full only if they look good.
	Reductions bool
	// TableBits is the log2 of the table's slots; 0 for no table.
	TableBits int
	// Book says to play the opening book's move when it has one.
	Book bool
	// Weights are the evaluation's.
	Weights Weights
}

// DefaultConfig returns the strongest settings within budget (no cap
// when zero): table, extensions, book and DefaultWeights.
func DefaultConfig(depth int, budget time.Duration) Config {
	return Config{Depth: depth, Time: budget, Extensions: 4, Reductions: true, TableBits: DefaultTableBits,
		Book: true, Weights: DefaultWeights()}
}

// Engine chooses Echelon moves by alpha-beta search. It keeps its
// searchers' memory (the table above all) between searches. A search to a
// depth (with or without a time cap, which is then only a safety net)
// starts from a cleared table, so that it depends only on its position,
// moves, configuration and seed, whichever searches ran before it or at
// the same time; a search by time alone, which depends on the clock
// anyway, starts from what the last ones found (the positions of a game's
// next moves are mostly in it). It is safe for concurrent use.
type Engine struct {
	cfg  Config
	mu   sync.Mutex
	idle []*searcher // searchers not in use, kept (unlike a sync.Pool's) through collections
}

// New returns an engine with cfg.
func New(cfg Config) *Engine { return &Engine{cfg: cfg} }

// Config returns the engine's configuration.
func (e *Engine) Config() Config { return e.cfg }

// Choose returns the best of moves, the legal moves of pos (an Echelon
// position), for its player to move: the book's move if it has one and
// the engine uses it, else the search's. rng seeds the search. Once ctx is
// done it returns promptly the best move of the last iteration completed,
// with ctx.Err().
func (e *Engine) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, ok := pos.(*echelon.State)
	if !ok {
		return 0, errors.New("echelon: not an Echelon position")
	}
	if e.cfg.Book {
		if m, ok := BookMove(s, moves); ok {
			return m, ctx.Err()
		}
	}
	r, err := e.Search(ctx, s, moves, rng.Uint64())
	return r.Move, err
}

// Search searches pos among moves, its legal moves (not the book), with
// seed for the evaluation's noise. Once ctx is done it returns the best
// so far with ctx.Err().
func (e *Engine) Search(ctx context.Context, pos *echelon.State, moves []rules.Move, seed uint64) (Result, error) {
	if len(moves) == 0 || pos.Result().Over {
		return Result{}, errors.New("echelon: no move to choose from")
	}
	s := e.take()
	defer e.give(s)
	s.reset(ctx, pos.Options().Variant, seed)
	return s.run(pos, moves), ctx.Err()
}

// take returns an idle searcher, or a new one.
func (e *Engine) take() *searcher {
	e.mu.Lock()
	defer e.mu.Unlock()
	if n := len(e.idle); n > 0 {
		s := e.idle[n-1]
		e.idle = e.idle[:n-1]
		return s
	}
	return newSearcher(e.cfg)
}

// give puts s back among the idle searchers.
func (e *Engine) give(s *searcher) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.idle = append(e.idle, s)
}
