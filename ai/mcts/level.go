package mcts

import (
	"strconv"
	"time"
)

// Level is one computer player people can choose: a tree search with a
// name. Its Engine is embedded, so a Level chooses moves, and l.Config
// reads as l.Engine.Config.
type Level struct {
	ID          string // identifier, as in "iris-mcts-3000"
	Name        string // name for people
	Description string // one sentence for people
	Engine
}

// Rung is one level of a Ladder: its budget a move and its words.
type Rung struct {
	Playouts    int           // the playout cap; 0 for none
	Time        time.Duration // the time cap; 0 for none
	Name        string        // name for people
	Description string        // one sentence for people
}

// Master returns the strongest rung of a ladder: budget a move, every
// unit (as in "stone") of the move, on every core the device lends it.
func Master(budget time.Duration, unit string) Rung {
	return Rung{
		Time:        budget,
		Name:        "Master",
		Description: "Thinks " + budget.String() + " a " + unit + " on every core it can use: the strongest this device plays.",
	}
}

// Tuned returns the configuration of a game's levels: Default with the
// exploration constant c and the playouts of newPolicy, within playouts
// playouts and budget time (0 for no cap).
func Tuned(c float64, newPolicy func() Policy, playouts int, budget time.Duration) Config {
	cfg := Default(playouts)
	cfg.C = c
	cfg.Time = budget
	cfg.NewPolicy = newPolicy
	return cfg
}

// Ladder returns a level for each rung, in their order, searching with
// Tuned(c, newPolicy) within the rung's budget. A level's ID is prefix,
// then a dash and its playouts when it has a playout cap.
func Ladder(prefix string, c float64, newPolicy func() Policy, rungs ...Rung) []Level {
	out := make([]Level, len(rungs))
	for i, r := range rungs {
		id := prefix
		if r.Playouts > 0 {
			id += "-" + strconv.Itoa(r.Playouts)
		}
		out[i] = Level{id, r.Name, r.Description, Engine{Tuned(c, newPolicy, r.Playouts, r.Time)}}
	}
	return out
}
