//go:build js

// Command carteso is the page's browser program for Carteso alone: the program a
// first visit to the game's pages loads, smaller than the one for every
// game (tessera/wasm/cmd/tessera), which the service worker keeps and
// serves in its place from then on.
package main

import (
	"tessera/rules/carteso"
	"tessera/wasm/cartesoview"
	"tessera/wasm/page"
	"tessera/wasm/play"
)

func main() {
	page.Run(page.Game{Rules: carteso.Game{}, NewView: func() play.View { return &cartesoview.View{} }})
}
