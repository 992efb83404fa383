package ai

import (
	"context"
	"math/rand/v2"

	"tessera/ai/ecalper"
	"tessera/rules"
)

// ecalperLevels returns Ecalper's levels, weakest first. Their engine
// decides the pie swap itself, so it searches on one worker; each resigns
// a game lost, or hopeless at its level.
func ecalperLevels() []entry {
	var out []entry
	for _, l := range ecalper.Levels() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"ecalper"}, resigning{l}})
	}
	return out
}

// resigning is an Ecalper level as an Engine and a Resigner.
type resigning struct{ ecalper.Level }

// Choose asks the level's engine.
func (r resigning) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	return r.Engine.Choose(ctx, pos, moves, rng)
}
