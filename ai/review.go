package ai

import (
	"context"
	"fmt"
)

// PlyReview is the review of one ply that was a choice among moves.
type PlyReview struct {
	Ply   int          `json:"ply"`   // the token's index in the record
	Moves []MoveChance `json:"moves"` // every move of the choice, best first
	Lost  float64      `json:"lost"`  // the win chance the move played lost against the best, 0 to 1
}

// MoveChance is a move and the mover's chance to win after it.
type MoveChance struct {
	Token  string  `json:"token"`
	Chance float64 `json:"chance"`
}

// reviewer values every choice of a game record: the plies whose player
// had two moves or more to choose from, in order. Like an Engine, once ctx
// is done it returns what it has with ctx.Err(); a note says what the
// player should know of how it was done (a level's data missing, say).
type reviewer func(ctx context.Context, req Request) (plies []PlyReview, note string, err error)

// reviewers maps a game's name to its reviewer; games without one have no
// reviews.
var reviewers = map[string]reviewer{"ur": urReview}

// HasReview says whether Review answers for game.
func HasReview(game string) bool { return reviewers[game] != nil }

// Review values every choice of req's record (a finished game or not;
// req.Level and req.Allowed are not used) with the strongest level's
// judgement: each move's chance to win, and the chance the move played
// lost. Errors are as for Decide; a game without reviews is one.
func Review(ctx context.Context, req Request) (Reply, error) {
	rv := reviewers[req.Game]
	if rv == nil {
		return Reply{}, fmt.Errorf("ai: no reviews for the game %q", req.Game)
	}
	plies, note, err := rv(ctx, req)
	return Reply{Review: plies, Note: note}, err
}
