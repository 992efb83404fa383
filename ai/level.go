package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

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
// modify pos (Clone it to search) and returns ctx.Err() once ctx is done.
type Engine interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// entry is a level with its engine.
type entry struct {
	Level
	engine Engine
}

// levels lists every level, weakest first; every game gets all of them.
var levels = []entry{
	{Level{ID: "random", Name: "Random mover", Description: "Plays a legal move chosen at random."}, random.Mover{}},
}

// Levels returns the levels that can play game, weakest first; none for an
// unknown game.
func Levels(game string) []Level {
	if _, err := games.Lookup(game); err != nil {
		return nil
	}
	out := make([]Level, len(levels))
	for i, e := range levels {
		out[i] = e.Level
	}
	return out
}

// lookupLevel returns the level called id.
func lookupLevel(id string) (entry, error) {
	for _, e := range levels {
		if e.ID == id {
			return e, nil
		}
	}
	return entry{}, fmt.Errorf("ai: unknown level %q", id)
}
