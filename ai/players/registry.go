package players

import (
	"context"
	"fmt"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/carteso"
	"tessera/ai/ecalper"
	"tessera/ai/echelon"
	"tessera/ai/iris"
	"tessera/ai/random"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/games"
)

// randomMover plays every game.
var randomMover = ai.Level{ID: "random", Name: "Random mover", Description: "Plays a legal move chosen at random.", Engine: instant{random.Mover{}}}

// byGame lists each game's own levels, weakest first.
var byGame = map[string][]ai.Level{
	"ur":      levels.All(),
	"ecalper": ecalper.Levels(),
	"iris":    iris.Levels(),
	"carteso": carteso.Levels(),
	"echelon": echelon.Levels(),
}

// bidders are the computer's parts in the bids games open with, by game:
// each game that is a rules.Bidding has one (Carteso's komi).
var bidders = map[string]ai.Bidder{
	"carteso": carteso.Bidder{},
}

// instant lets an engine that answers at once finish even when its context
// is done, so that it always has a move.
type instant struct{ ai.Engine }

// Choose asks the wrapped engine with a context that is never done.
func (i instant) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	return i.Engine.Choose(context.WithoutCancel(ctx), pos, moves, rng)
}

// Levels returns the levels that can play game, weakest first: the random
// mover, then the game's own, each with its estimated rating; none for an
// unknown game.
func Levels(game string) []ai.Level {
	if _, err := games.Lookup(game); err != nil {
		return nil
	}
	out := append([]ai.Level{randomMover}, byGame[game]...)
	for i := range out {
		out[i].Rating = ratings[game][out[i].ID]
	}
	return out
}

// Default returns the level a first game of game is played against: the
// one its package marks, or else the strongest.
func Default(game string) ai.Level {
	ls := Levels(game)
	if len(ls) == 0 {
		return ai.Level{}
	}
	for _, l := range ls {
		if l.Default {
			return l
		}
	}
	return ls[len(ls)-1]
}

// Number returns the level id's place on game's scale, from 1 (the
// weakest), or 0 when id is no level of game.
func Number(game, id string) int {
	for i, l := range Levels(game) {
		if l.ID == id {
			return i + 1
		}
	}
	return 0
}

// Lookup returns the level called id, which must play game.
func Lookup(game, id string) (ai.Level, error) {
	for _, l := range append([]ai.Level{randomMover}, byGame[game]...) {
		if l.ID == id {
			return l, nil
		}
	}
	for _, ls := range byGame {
		for _, l := range ls {
			if l.ID == id {
				return ai.Level{}, fmt.Errorf("ai: the level %q does not play %s", id, game)
			}
		}
	}
	return ai.Level{}, fmt.Errorf("ai: unknown level %q", id)
}

// capable returns the capability C of the strongest level of game that
// declares it; without one, an error that says the game has no what (as
// "hints").
func capable[C any](game, what string) (C, error) {
	ls := Levels(game)
	for i := len(ls) - 1; i >= 0; i-- {
		if c, ok := ls[i].Engine.(C); ok {
			return c, nil
		}
	}
	var none C
	return none, fmt.Errorf("ai: no %s for the game %q", what, game)
}
