package players

import (
	"context"
	"fmt"

	"tessera/ai"
)

// HasReview says whether Review answers for game: whether one of its
// levels is an ai.Reviewer.
func HasReview(game string) bool {
	_, _, ok := strongest[ai.Reviewer](game)
	return ok
}

// Review values every choice of req's record (a finished game or not;
// req.Level and req.Allowed are not used) with the judgement of the game's
// strongest reviewing level: each move's chance to win, and the chance the
// move played lost. Errors are as for Decide; a game without reviews is
// one.
func Review(ctx context.Context, req ai.Request) (ai.Reply, error) {
	_, rv, ok := strongest[ai.Reviewer](req.Game)
	if !ok {
		return ai.Reply{}, fmt.Errorf("ai: no reviews for the game %q", req.Game)
	}
	m, err := record(req)
	if err != nil {
		return ai.Reply{}, err
	}
	plies, note, err := rv.Review(ctx, m)
	return ai.Reply{Review: plies, Note: note}, err
}
