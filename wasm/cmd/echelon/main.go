//go:build js

// Command echelon is the page's browser program for Echelon alone: the program a
// first visit to the game's pages loads, smaller than the one for every
// game (tessera/wasm/cmd/tessera), which the service worker keeps and
// serves in its place from then on.
package main

import (
	"tessera/rules/echelon"
	"tessera/wasm/echelonview"
	"tessera/wasm/page"
	"tessera/wasm/play"
)

func main() {
	page.Run(page.Game{Rules: echelon.Game{}, NewView: func() play.View { return &echelonview.View{} }})
}
