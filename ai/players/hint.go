package players

import (
	"context"
	"fmt"
	"math/rand/v2"

	"tessera/ai"
)

// HasHints says whether Hint answers for game: whether one of its levels
// is an ai.Hinter.
func HasHints(game string) bool {
	_, _, ok := strongest[ai.Hinter](game)
	return ok
}

// Hint replays req's record (req.Level is not used) and answers the
// suggestion of the game's strongest hinting level for the side to move
// among the allowed tokens, with its estimate of that side's chance to
// win. For a game with dice, before the roll (Allowed empty) the reply may
// hold the chance alone. Errors are as for Decide; a game without hints
// is one.
func Hint(ctx context.Context, req ai.Request) (ai.Reply, error) {
	_, h, ok := strongest[ai.Hinter](req.Game)
	if !ok {
		return ai.Reply{}, fmt.Errorf("ai: no hints for the game %q", req.Game)
	}
	pos, moves, err := decision(req)
	if err != nil {
		return ai.Reply{}, err
	}
	return h.Hint(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)))
}
