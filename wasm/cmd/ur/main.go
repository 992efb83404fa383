//go:build js

// Command ur is the page's browser program for the Royal Game of Ur alone: the program a
// first visit to the game's pages loads, smaller than the one for every
// game (tessera/wasm/cmd/tessera), which the service worker keeps and
// serves in its place from then on.
package main

import (
	"tessera/rules/ur"
	"tessera/wasm/page"
	"tessera/wasm/play"
	"tessera/wasm/urview"
)

func main() {
	page.Run(page.Game{Rules: ur.Game{}, NewView: func() play.View { return &urview.View{} }})
}
