// Package lab holds what the AI labs (ai/cmd/*lab) share: the pairings of
// a ladder of levels, and the seed report's "Levels of Play" table they
// are measured into.
package lab

import (
	"fmt"
	"strconv"
	"time"

	"tessera/ai"
	"tessera/ai/mcts"
)

// Pairing is a strong player against a weak one.
type Pairing struct{ Strong, Weak mcts.Player }

// Ladder pairs each level with the one below it. A level with a time
// budget thinks top a move instead, or topPlayouts playouts if above 0.
// Players are named by their level and budget a unit (as in "stone").
// Every level must be a tree search (mcts.LevelEngine).
func Ladder(levels []ai.Level, top time.Duration, topPlayouts int, unit string) []Pairing {
	players := make([]mcts.Player, len(levels))
	for i, l := range levels {
		cfg := mustConfig(l)
		switch {
		case cfg.Time > 0 && topPlayouts > 0:
			cfg.Time, cfg.Playouts = 0, topPlayouts
		case cfg.Time > 0:
			cfg.Time = top
		}
		players[i] = mcts.Player{Name: fmt.Sprintf("%s (%s)", l.Name, Budget(cfg, unit)), Config: cfg}
	}
	var out []Pairing
	for i := 1; i < len(players); i++ {
		out = append(out, Pairing{players[i], players[i-1]})
	}
	return out
}

// Baseline pairs the level of levels with the ID id, thinking t a unit
// instead of its own budget, with plain UCT (mcts.Baseline) thinking as
// long. playouts names the level's playouts, as in "Iris playouts". An id
// that is no level's is an error.
func Baseline(levels []ai.Level, id string, t time.Duration, unit, playouts string) ([]Pairing, error) {
	for _, l := range levels {
		if l.ID != id {
			continue
		}
		cfg := mustConfig(l)
		cfg.Playouts, cfg.Time = 0, t
		name := fmt.Sprintf("default level, %s (C=%.2g, solver, %s)", Budget(cfg, unit), cfg.C, playouts)
		return []Pairing{{mcts.Player{Name: name, Config: cfg}, mcts.Player{Name: "plain UCT", Config: mcts.Baseline(0, t)}}}, nil
	}
	return nil, fmt.Errorf("lab: no level %q", id)
}

// Budget describes cfg's budget a unit (as in "stone").
func Budget(cfg mcts.Config, unit string) string {
	if cfg.Time > 0 {
		return cfg.Time.String() + " a " + unit
	}
	return strconv.Itoa(cfg.Playouts) + " playouts a " + unit
}

// mustConfig returns the search configuration of l, a tree search; a
// level of another kind is a mistake in the lab calling.
func mustConfig(l ai.Level) mcts.Config {
	cfg, ok := mcts.ConfigOf(l)
	if !ok {
		panic(fmt.Sprintf("lab: the level %q is not a tree search", l.ID))
	}
	return cfg
}
