package players

import (
	"context"
	"errors"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/chance"
)

// Analyst returns game's analyst, and whether it has one.
func Analyst(game string) (chance.Analyst, bool) {
	if a := byGame[game].analyst; a != nil {
		return *a, true
	}
	return chance.Analyst{}, false
}

// Evaluates says whether Evaluate answers for game.
func Evaluates(game string) bool {
	return byGame[game].analyst != nil
}

// Evaluate replays req's record (req.Level is not used) and answers the
// game's analyst's evaluation of the position among the allowed tokens:
// the side to move's chance to win and its best moves (Reply.Eval), the
// best one as the Reply's token. Errors are as for Decide; a game without
// an analyst is one.
func Evaluate(ctx context.Context, req ai.Request) (ai.Reply, error) {
	a, ok := Analyst(req.Game)
	if !ok {
		return ai.Reply{}, errors.New("ai: no analysis for the game " + req.Game)
	}
	pos, moves, err := decision(req)
	if err != nil {
		return ai.Reply{}, err
	}
	ev, err := a.Evaluate(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)))
	if len(ev.Moves) == 0 {
		return ai.Reply{}, err
	}
	return ai.Reply{Token: ev.Moves[0].Token, WinChance: &ev.Chance, Eval: &ev}, err
}
