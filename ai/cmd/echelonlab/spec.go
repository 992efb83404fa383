package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"tessera/ai"
	"tessera/ai/echelon"
	"tessera/ai/mcts"
	"tessera/ai/random"
)

// engine reads an engine's description (see the package doc); scale
// multiplies a level's time budget.
func engine(spec string, scale float64) (ai.Engine, error) {
	kind, arg, _ := strings.Cut(spec, ":")
	switch kind {
	case "random":
		return random.Mover{}, nil
	case "level":
		for _, l := range echelon.Levels() {
			if l.ID == arg {
				cfg := l.Engine.(*echelon.Engine).Config()
				cfg.Time = time.Duration(float64(cfg.Time) * scale)
				return echelon.New(cfg), nil
			}
		}
		return nil, fmt.Errorf("echelonlab: no level %q", arg)
	case "abw":
		return weighted(arg)
	case "abd":
		d, err := strconv.Atoi(arg)
		if err != nil {
			return nil, fmt.Errorf("echelonlab: %q: %w", spec, err)
		}
		cfg := echelon.DefaultConfig(d, 0)
		cfg.Book = false
		return echelon.New(cfg), nil
	}
	budget, err := time.ParseDuration(arg)
	if err != nil {
		return nil, fmt.Errorf("echelonlab: %q: %w", spec, err)
	}
	switch kind {
	case "ab", "ab+book":
		cfg := echelon.DefaultConfig(0, budget)
		cfg.Book = kind == "ab+book"
		return echelon.New(cfg), nil
	case "mcts":
		cfg := mcts.Default(0)
		cfg.Time = budget
		return mcts.Engine{Config: cfg}, nil
	}
	return nil, fmt.Errorf("echelonlab: unknown engine %q", spec)
}

// weighted reads budget:noise:mobility,movers,tops,free,threat,tempo: an alpha-beta engine to a depth (a number) or within a time (a
// duration) with those weights and that noise (which varies the games of
// a tuning match).
func weighted(arg string) (ai.Engine, error) {
	parts := strings.Split(arg, ":")
	if len(parts) != 3 {
		return nil, fmt.Errorf("echelonlab: abw:%s: want budget:noise:weights", arg)
	}
	cfg := echelon.DefaultConfig(0, 0)
	cfg.Book = false
	if d, err := time.ParseDuration(parts[0]); err == nil {
		cfg.Time = d
	} else if cfg.Depth, err = strconv.Atoi(parts[0]); err != nil {
		return nil, fmt.Errorf("echelonlab: abw:%s: %w", arg, err)
	}
	var n [7]int
	ws := strings.Split(parts[2], ",")
	if len(ws) != 6 {
		return nil, fmt.Errorf("echelonlab: abw:%s: want six weights", arg)
	}
	for i, s := range append(parts[1:2], ws...) {
		var err error
		if n[i], err = strconv.Atoi(s); err != nil {
			return nil, fmt.Errorf("echelonlab: abw:%s: %w", arg, err)
		}
	}
	cfg.Noise = n[0]
	cfg.Weights = echelon.Weights{Mobility: n[1], Movers: n[2], Tops: n[3], Free: n[4], Threat: n[5], Tempo: n[6]}
	return echelon.New(cfg), nil
}
