package site

import (
	"tessera/rules"
	"tessera/rules/games"
	"tessera/wasm/play"
	"tessera/wasm/views"
)

// Games returns the registry's games that have a board (a view in
// tessera/wasm/views, the browser program's list), in the registry's order.
// A game's rules may land in rules/games (and the referee) before its board:
// the site publishes pages, and renders share links and previews, only for
// these.
func Games() []rules.Game {
	boards := views.All()
	var out []rules.Game
	for _, g := range games.All() {
		if _, ok := boards[g.Name()]; ok {
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

// Sides names g's seats, first mover first, as its board names them for
// players ("light" and "dark" for Ur's "left" and "right"); the rules'
// names for a game without a board.
func Sides(g rules.Game) [2]string {
	v, ok := views.New(g.Name())
	if !ok {
		return g.Players()
	}
	return [2]string{play.SideName(v, rules.First), play.SideName(v, rules.Second)}
}
