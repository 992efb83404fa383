package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai/iris"
	"tessera/ai/mcts"
	"tessera/rules"
)

// irisLevels returns Iris's levels, weakest first.
func irisLevels() []entry {
	var out []entry
	for _, l := range iris.Levels() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"iris"}, treeSearch{l.Config}})
	}
	return out
}

// treeSearch is a level that is a Monte Carlo tree search (ai/mcts). Its
// search can be shared out: several searches of one position with
// different seeds, their root statistics merged (root parallelism, one per
// Web Worker in the browser; see Search and Choose).
type treeSearch struct{ cfg mcts.Config }

// Choose searches pos on its own and returns the best of moves. A single
// move (a forced second stone) is answered at once.
func (e treeSearch) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	return mcts.Engine{Config: e.cfg}.Choose(ctx, pos, moves, rng)
}

// search searches pos as one of share searches of it and returns its root
// statistics, restricted to moves: a playout budget is shared out (each
// search runs its part, rounded up), a time budget is not. A single move
// is answered at once, with no playout.
func (e treeSearch) search(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand, share int) (mcts.Stats, error) {
	if len(moves) == 1 {
		return mcts.Stats{Moves: []mcts.MoveStats{{Move: moves[0]}}}, nil
	}
	cfg := e.cfg
	cfg.Seed = rng.Uint64()
	if share > 1 && cfg.Playouts > 0 {
		cfg.Playouts = (cfg.Playouts + share - 1) / share
	}
	t, err := mcts.NewTree(pos, cfg)
	if err != nil {
		return mcts.Stats{}, err
	}
	s, err := t.Search(ctx)
	s.Moves = slices.DeleteFunc(s.Moves, func(m mcts.MoveStats) bool { return !slices.Contains(moves, m.Move) })
	return s, err
}

// Searches says whether the level called level shares its search out for
// game: whether Search and Choose answer for it.
func Searches(game, level string) bool {
	e, err := lookupLevel(game, level)
	if err != nil {
		return false
	}
	_, ok := e.engine.(treeSearch)
	return ok
}

// Search runs req's level's tree search as one of share searches of the
// position (1 for a search on its own) and returns its root statistics
// for the allowed moves, to be merged (mcts.Merge) with the others' and
// answered with Choose. The page seeds each search differently. Errors are
// as for Decide, and a level that is not a tree search (see Searches) is
// one; once ctx is done the search stops and Search returns its statistics
// so far with ctx.Err().
func Search(ctx context.Context, req Request, share int) (mcts.Stats, error) {
	e, err := lookupLevel(req.Game, req.Level)
	if err != nil {
		return mcts.Stats{}, err
	}
	ts, ok := e.engine.(treeSearch)
	if !ok {
		return mcts.Stats{}, fmt.Errorf("ai: the level %q is not a tree search", req.Level)
	}
	if share < 1 {
		return mcts.Stats{}, fmt.Errorf("ai: a search shared %d ways", share)
	}
	pos, moves, err := decision(req)
	if err != nil {
		return mcts.Stats{}, err
	}
	return ts.search(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)), share)
}

// Choose answers req with the best move of s, the merged root statistics
// of searches of req (Search). It replays req's record to name the move,
// which must be one of the allowed legal moves.
func Choose(req Request, s mcts.Stats) (Reply, error) {
	pos, moves, err := decision(req)
	if err != nil {
		return Reply{}, err
	}
	mv, ok := s.Best()
	if !ok {
		return Reply{}, errors.New("ai: the searches found no move")
	}
	if !slices.Contains(moves, mv) {
		return Reply{}, fmt.Errorf("ai: the searches chose move %d, which is not on offer", mv)
	}
	return Reply{Token: pos.Token(mv)}, nil
}
