package ai

import (
	"tessera/ai/mcts"
)

// EngineOf returns the engine of the level called id for game, for tools
// that play many games without the Request round trip (ai/report). With
// playouts above 0, a level that is a Monte Carlo tree search (Iris,
// Carteso, Ecalper) searches that many playouts a move instead, with no
// time cap; other engines keep their own budget.
func EngineOf(game, id string, playouts int) (Engine, error) {
	e, err := lookupLevel(game, id)
	if err != nil || playouts <= 0 {
		return e.engine, err
	}
	budget := func(c mcts.Config) mcts.Config {
		c.Playouts, c.Time = playouts, 0
		return c
	}
	switch eng := e.engine.(type) {
	case treeSearch:
		return treeSearch{budget(eng.cfg)}, nil
	case resigning:
		l := eng.Level
		copied := *l.Engine
		copied.Search = budget(copied.Search)
		l.Engine = &copied
		return resigning{l}, nil
	}
	return e.engine, nil
}
