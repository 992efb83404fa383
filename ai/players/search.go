package players

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai"
	"tessera/ai/mcts"
)

// sharer returns the tree search of the level called level for game, and
// whether it is one.
func sharer(game, level string) (mcts.LevelEngine, error) {
	l, err := Lookup(game, level)
	if err != nil {
		return mcts.LevelEngine{}, err
	}
	ts, ok := l.Engine.(mcts.LevelEngine)
	if !ok {
		return mcts.LevelEngine{}, fmt.Errorf("ai: the level %q is not a tree search", level)
	}
	return ts, nil
}

// Searches says whether the level called level shares its search out for
// game: whether Search and Choose answer for it.
func Searches(game, level string) bool {
	_, err := sharer(game, level)
	return err == nil
}

// Search runs req's level's tree search as one of share searches of the
// position (1 for a search on its own) and returns its root statistics
// for the allowed moves, to be merged (mcts.Merge) with the others' and
// answered with Choose. The page seeds each search differently. Errors are
// as for Decide, and a level that is not a tree search (see Searches) is
// one; once ctx is done the search stops and Search returns its statistics
// so far with ctx.Err().
func Search(ctx context.Context, req ai.Request, share int) (mcts.Stats, error) {
	ts, err := sharer(req.Game, req.Level)
	if err != nil {
		return mcts.Stats{}, err
	}
	if share < 1 {
		return mcts.Stats{}, fmt.Errorf("ai: a search shared %d ways", share)
	}
	pos, moves, err := decision(req)
	if err != nil {
		return mcts.Stats{}, err
	}
	return ts.Share(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)), share)
}

// Choose answers req with the best move of s, the merged root statistics
// of searches of req (Search). It replays req's record to name the move,
// which must be one of the allowed legal moves.
func Choose(req ai.Request, s mcts.Stats) (ai.Reply, error) {
	pos, moves, err := decision(req)
	if err != nil {
		return ai.Reply{}, err
	}
	mv, ok := s.Best()
	if !ok {
		return ai.Reply{}, errors.New("ai: the searches found no move")
	}
	if !slices.Contains(moves, mv) {
		return ai.Reply{}, fmt.Errorf("ai: the searches chose move %d, which is not on offer", mv)
	}
	return ai.Reply{Token: pos.Token(mv)}, nil
}
