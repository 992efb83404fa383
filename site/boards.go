package site

import (
	"slices"

	"tessera/rules"
	"tessera/rules/games"
)

// boards names the games that have a board in the browser program (the
// views of wasm/cmd/tessera). A game's rules may land in rules/games (and
// the referee) before its board: the site publishes pages, and renders
// share links, only for the games named here.
var boards = []string{"ur", "iris", "echelon", "ecalper", "carteso"}

// Games returns the registry's games that have a board, in the registry's
// order.
func Games() []rules.Game {
	var out []rules.Game
	for _, g := range games.All() {
		if slices.Contains(boards, g.Name()) {
			out = append(out, g)
		}
	}
	return out
}

// lookupBoard returns the game called name if it has a board.
func lookupBoard(name string) (rules.Game, bool) {
	for _, g := range Games() {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}
