package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

	"tessera/rules"
)

// hinter suggests a move among moves (legal moves of pos) and estimates
// the side to move's chance to win; like an Engine, once ctx is done it
// returns what it has with ctx.Err().
type hinter func(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (Reply, error)

// hinters maps a game's name to its hinter; games without one give no hints.
var hinters = map[string]hinter{"ur": urHint}

// HasHints says whether Hint answers for game.
func HasHints(game string) bool { return hinters[game] != nil }

// Hint replays req's record (req.Level is not used) and answers the
// strongest level's suggestion for the side to move among the allowed
// tokens, with its estimate of that side's chance to win. For a game with
// dice, before the roll (Allowed empty) the reply may hold the chance
// alone. Errors are as for Decide; a game without hints is one.
func Hint(ctx context.Context, req Request) (Reply, error) {
	h := hinters[req.Game]
	if h == nil {
		return Reply{}, fmt.Errorf("ai: no hints for the game %q", req.Game)
	}
	pos, moves, err := decision(req)
	if err != nil {
		return Reply{}, err
	}
	return h(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)))
}
