package players

import (
	"context"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/review"
	"tessera/rules"
)

// HasHints says whether Hint answers for game: whether one of its levels
// is an ai.Hinter, or it has an analyst (Evaluates).
func HasHints(game string) bool {
	_, err := capable[ai.Hinter](game, "hints")
	return err == nil || Evaluates(game)
}

// Hint replays req's record (req.Level is not used) and answers the
// suggestion of the game's strongest hinting level for the side to move
// among the allowed tokens, with its estimate of that side's chance to
// win. For a game with dice, before the roll (Allowed empty) the reply may
// hold the chance alone. Errors are as for Decide; a game without hints
// is one.
func Hint(ctx context.Context, req ai.Request) (ai.Reply, error) {
	h, err := capable[ai.Hinter](req.Game, "hints")
	if err != nil && Evaluates(req.Game) {
		return Evaluate(ctx, req)
	}
	if err != nil {
		return ai.Reply{}, err
	}
	pos, moves, err := decision(req)
	if err != nil {
		return ai.Reply{}, err
	}
	return h.Hint(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)))
}

// HasReview says whether Review answers for game: whether one of its
// levels is an ai.Reviewer, or it has an analyst (Evaluates).
func HasReview(game string) bool {
	_, err := capable[ai.Reviewer](game, "reviews")
	return err == nil || Evaluates(game)
}

// Review values every choice of req's record (a finished game or not;
// req.Level and req.Allowed are not used) with the judgement of the game's
// strongest reviewing level: each move's chance to win, and the chance the
// move played lost. Errors are as for Decide; a game without reviews is
// one.
func Review(ctx context.Context, req ai.Request) (ai.Reply, error) {
	rv, err := capable[ai.Reviewer](req.Game, "reviews")
	if err != nil && Evaluates(req.Game) {
		return reviewByEvaluation(ctx, req)
	}
	if err == nil {
		var m *rules.Match
		if m, err = record(req); err == nil {
			plies, note, err := rv.Review(ctx, m)
			return ai.Reply{Review: plies, Note: note}, err
		}
	}
	return ai.Reply{}, err
}

// reviewByEvaluation reviews req's record with the game's analyst, one
// position after another (the page shares them out among its workers
// instead, with Evaluate, and puts them together with review.Of).
func reviewByEvaluation(ctx context.Context, req ai.Request) (ai.Reply, error) {
	m, err := record(req)
	if err != nil {
		return ai.Reply{}, err
	}
	evals := map[int]ai.Evaluation{}
	for _, i := range review.Choices(m) {
		r := req
		r.Tokens, r.Allowed = req.Tokens[:i], nil
		reply, err := Evaluate(ctx, r)
		if err != nil {
			return ai.Reply{Review: review.Of(m, evals)}, err
		}
		evals[i] = *reply.Eval
	}
	return ai.Reply{Review: review.Of(m, evals)}, nil
}
