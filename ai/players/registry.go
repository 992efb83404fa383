package players

import (
	"context"
	"fmt"
	"math/rand/v2"

	"tessera/ai"
	"tessera/ai/carteso"
	"tessera/ai/catalogue"
	"tessera/ai/chance"
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

// entry is what a game brings to the registry: its own levels, weakest
// first, each with its rating; its analyst (ai.Evaluator's analysis,
// calibrated against its default level's self-play by ai/cmd/calibrate),
// when it has one; and its part in the bid it opens with, when it is a
// rules.Bidding (Carteso's komi).
type entry struct {
	levels  []ai.Level
	analyst *chance.Analyst
	bidder  ai.Bidder
}

// byGame is the registry, by game name.
var byGame = map[string]entry{
	"ur":      {levels: levels.All()},
	"ecalper": {levels: ecalper.Levels(), analyst: new(ecalper.Analyst())},
	"iris":    {levels: iris.Levels(), analyst: new(iris.Analyst())},
	"carteso": {levels: carteso.Levels(), analyst: new(carteso.Analyst()), bidder: carteso.Bidder{}},
	"echelon": {levels: echelon.Levels(), analyst: new(echelon.Analyst())},
}

// instant lets an engine that answers at once finish even when its context
// is done, so that it always has a move.
type instant struct{ ai.Engine }

// Choose asks the wrapped engine with a context that is never done.
func (i instant) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	return i.Engine.Choose(context.WithoutCancel(ctx), pos, moves, rng)
}

// Levels returns the levels that can play game, weakest first: the random
// mover, then the game's own; none for an unknown game.
func Levels(game string) []ai.Level {
	if _, err := games.Lookup(game); err != nil {
		return nil
	}
	return append([]ai.Level{randomMover}, byGame[game].levels...)
}

// Default returns the level a first game of game is played against (as
// tessera/ai/catalogue says), with its engine; the zero Level for an
// unknown game.
func Default(game string) ai.Level {
	l, err := Lookup(game, catalogue.Default(game).ID)
	if err != nil {
		return ai.Level{}
	}
	return l
}

// Lookup returns the level called id, which must play game.
func Lookup(game, id string) (ai.Level, error) {
	for _, l := range append([]ai.Level{randomMover}, byGame[game].levels...) {
		if l.ID == id {
			return l, nil
		}
	}
	for _, e := range byGame {
		for _, l := range e.levels {
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
