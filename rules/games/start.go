package games

import (
	"fmt"

	"tessera/rules"
)

// Start returns a function that makes the initial position of the game
// called name with options (absent keys take their defaults), checking
// them once: the start of every random playout (tessera/ai/random).
func Start(name string, options map[string]string) (func() rules.Position, error) {
	g, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	opts, err := rules.ParseOptions(g, options)
	if err != nil {
		return nil, fmt.Errorf("games: %v", err)
	}
	if _, err := g.New(opts); err != nil {
		return nil, fmt.Errorf("games: %v", err)
	}
	return func() rules.Position {
		p, _ := g.New(opts) // checked above
		return p
	}, nil
}
