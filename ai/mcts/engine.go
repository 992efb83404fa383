package mcts

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"

	"tessera/rules"
)

// Engine chooses moves with a fresh search each time, in the shape of the
// ai package's engines.
type Engine struct {
	Config Config // its Seed is ignored: each search is seeded from Choose's rng
}

// Choose searches pos among moves, legal moves of pos, and returns the
// best; rng seeds the search. Once ctx is done it returns the best move so
// far with ctx.Err().
func (e Engine) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	cfg := e.Config
	cfg.Seed = rng.Uint64()
	t, err := NewTree(pos, cfg)
	if err != nil {
		return 0, err
	}
	t.only = moves
	s, err := t.Search(ctx)
	mv, ok := s.Best()
	if !ok && err == nil {
		err = errors.New("mcts: no move to choose from")
	}
	return mv, err
}

// SearchAll searches every tree at once, one goroutine each (root
// parallelism on a machine with threads), and merges their statistics.
// The trees must be over the same position. Its error is the first tree's that
// failed. One tree searches on the calling goroutine, its statistics
// unmerged.
func SearchAll(ctx context.Context, trees []*Tree) (Stats, error) {
	if len(trees) == 1 {
		return trees[0].Search(ctx)
	}
	all := make([]Stats, len(trees))
	errs := make([]error, len(trees))
	var wg sync.WaitGroup
	for i, t := range trees {
		wg.Go(func() { all[i], errs[i] = t.Search(ctx) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Merge(all...), err
		}
	}
	return Merge(all...), nil
}
