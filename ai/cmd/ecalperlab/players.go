package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"tessera/ai"
	"tessera/ai/ecalper"
	"tessera/ai/mcts"
	"tessera/ai/random"
)

// player is a named engine.
type player struct {
	name string
	c    ai.Engine
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
		return player{"random", random.Mover{}}, nil
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
		e := *ecalper.Levels()[ecalper.DefaultLevel].Engine.(*ecalper.Engine)
		e.Search.Playouts, e.Search.Time = 0, d
		return player{spec, &e}, nil
	}
	return player{}, fmt.Errorf("ecalperlab: unknown player %q", spec)
}
