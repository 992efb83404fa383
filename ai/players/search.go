package players

import (
	"context"
	"fmt"
	"math/rand/v2"

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
// game: whether Search answers for it.
func Searches(game, level string) bool {
	_, err := sharer(game, level)
	return err == nil
}

// Search runs req's level's tree search as one of share searches of the
// position (1 for a search on its own) and returns its root statistics
// for the allowed moves, each move named (mcts.Stats.Named), to be merged
// (mcts.Merge) with the others' and answered with mcts.Stats.Reply. The page seeds
// each search differently. Errors are as for Decide, and a level that is
// not a tree search (see Searches) is one; once ctx is done the search
// stops and Search returns its statistics so far with ctx.Err().
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
	s, err := ts.Share(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)), share)
	return s.Named(pos), err
}
