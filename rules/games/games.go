// Package games is the registry of Tessera's games: every part of the
// project that needs a game by name (the referee, the site, the browser
// program) finds it here.
package games

import (
	"fmt"
	"strings"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/ecalper"
	"tessera/rules/echelon"
	"tessera/rules/iris"
	"tessera/rules/ur"
)

// All returns every game, in the order the site lists them.
func All() []rules.Game {
	return []rules.Game{ur.Game{}, ecalper.Game{}, iris.Game{}, carteso.Game{}, echelon.Game{}}
}

// Lookup returns the game called name.
func Lookup(name string) (rules.Game, error) {
	var names []string
	for _, g := range All() {
		if g.Name() == name {
			return g, nil
		}
		names = append(names, g.Name())
	}
	return nil, fmt.Errorf("games: unknown game %q (games: %s)", name, strings.Join(names, ", "))
}
