package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"tessera/ai/ecalper"
	"tessera/ai/mcts"
	"tessera/rules"
)

// chooser is the shape of the ai package's engines.
type chooser interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// player is a named chooser.
type player struct {
	name string
	c    chooser
}

// levelSpecs returns the levels of ai/ecalper, weakest first.
func levelSpecs() []player {
	var out []player
	for _, l := range ecalper.Levels() {
		out = append(out, player{l.Name, l.Engine})
	}
	return out
}

// parsePlayer reads a player as the package doc writes it.
func parsePlayer(spec string) (player, error) {
	kind, arg, _ := strings.Cut(spec, ":")
	switch kind {
	case "random":
		return player{"random", random{}}, nil
	case "level":
		for _, l := range ecalper.Levels() {
			if l.ID == arg {
				return player{l.Name, l.Engine}, nil
			}
		}
		return player{}, fmt.Errorf("ecalperlab: no level %q", arg)
	case "playouts":
		n, err := strconv.Atoi(arg)
		if err != nil || n <= 0 {
			return player{}, fmt.Errorf("ecalperlab: playouts:%s: not a count", arg)
		}
		return player{spec, &ecalper.Engine{Search: mcts.Default(n)}}, nil
	case "time", "baseline":
		d, err := time.ParseDuration(arg)
		if err != nil || d <= 0 {
			return player{}, fmt.Errorf("ecalperlab: %s: not a duration", spec)
		}
		if kind == "baseline" {
			return player{spec, mcts.Engine{Config: mcts.Baseline(0, d)}}, nil
		}
		e := *ecalper.Levels()[ecalper.DefaultLevel].Engine
		e.Search.Playouts, e.Search.Time = 0, d
		return player{spec, &e}, nil
	}
	return player{}, fmt.Errorf("ecalperlab: unknown player %q", spec)
}

// random plays a uniformly random legal move.
type random struct{}

func (random) Choose(_ context.Context, _ rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	return moves[rng.IntN(len(moves))], nil
}
