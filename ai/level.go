package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/games"
)

// Level describes one computer player people can choose.
type Level struct {
	ID          string `json:"id"`          // the level's identifier, as in "random"
	Name        string `json:"name"`        // its name for people
	Description string `json:"description"` // one sentence for people
}

// Engine chooses a move. moves is never empty and holds legal moves of pos
// only; rng is the engine's only source of randomness. An engine must not
// modify pos (Clone it to search). Once ctx is done it returns promptly
// with its best move so far, one of moves, and ctx.Err(); any other error
// means it has no move.
type Engine interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// Resigner is an Engine that may resign rather than play on (Ecalper's
// levels, when the game is lost or hopeless at their level).
type Resigner interface {
	Resigns(pos rules.Position) bool
}

// entry is a level with its engine and the games it plays.
type entry struct {
	Level
	games  []string // the games it plays; nil for every game
	engine Engine
}

// plays says whether e can play game.
func (e entry) plays(game string) bool { return e.games == nil || slices.Contains(e.games, game) }

// registry lists every level, weakest first within each game.
var registry = append([]entry{
	{Level{ID: "random", Name: "Random mover", Description: "Plays a legal move chosen at random."}, nil, instant{random.Mover{}}},
}, slices.Concat(urLevels(), ecalperLevels(), irisLevels(), cartesoLevels(), echelonLevels())...)

// instant lets an engine that answers at once finish even when its context
// is done, so that it always has a move.
type instant struct{ Engine }

// Choose asks the wrapped engine with a context that is never done.
func (i instant) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	return i.Engine.Choose(context.WithoutCancel(ctx), pos, moves, rng)
}

// Levels returns the levels that can play game, weakest first; none for an
// unknown game.
func Levels(game string) []Level {
	if _, err := games.Lookup(game); err != nil {
		return nil
	}
	var out []Level
	for _, e := range registry {
		if e.plays(game) {
			out = append(out, e.Level)
		}
	}
	return out
}

// lookupLevel returns the level called id, which must play game.
func lookupLevel(game, id string) (entry, error) {
	for _, e := range registry {
		if e.ID != id {
			continue
		}
		if !e.plays(game) {
			return entry{}, fmt.Errorf("ai: the level %q does not play %s", id, game)
		}
		return e, nil
	}
	return entry{}, fmt.Errorf("ai: unknown level %q", id)
}
