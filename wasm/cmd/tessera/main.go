//go:build js

// Command tessera is the page's browser program for every game: it draws
// and plays the board (tessera/wasm/page). A first visit to a game's page
// loads that game's own, smaller program (wasm/cmd/ur and its siblings);
// the service worker keeps this one, which stands in for all of them
// offline and on later visits. The computer players run in Web Workers,
// from another program (tessera/wasm/cmd/engines) that the page downloads
// once its board is drawn: this one links no engine, so a first visit
// waits for less.
package main

import (
	"tessera/rules/games"
	"tessera/wasm/page"
	"tessera/wasm/views"
)

func main() {
	var all []page.Game
	for _, g := range games.All() {
		if newView, ok := views.All()[g.Name()]; ok {
			all = append(all, page.Game{Rules: g, NewView: newView})
		}
	}
	page.Run(all...)
}
