package players

import "tessera/ai"

// EngineOf returns the engine of the level called id for game, for tools
// that play many games without the Request round trip (ai/lab/report). With
// playouts above 0, a level whose engine is ai.Budgeted (the Monte Carlo
// tree searches of Iris, Carteso and Ecalper) searches that many playouts
// a move instead, with no time cap; other engines keep their own budget.
func EngineOf(game, id string, playouts int) (ai.Engine, error) {
	l, err := Lookup(game, id)
	if err != nil {
		return nil, err
	}
	if b, ok := l.Engine.(ai.Budgeted); ok && playouts > 0 {
		return b.WithPlayouts(playouts), nil
	}
	return l.Engine, nil
}
