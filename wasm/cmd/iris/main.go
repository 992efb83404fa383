//go:build js

// Command iris is the page's browser program for Iris alone: the program a
// first visit to the game's pages loads, smaller than the one for every
// game (tessera/wasm/cmd/tessera), which the service worker keeps and
// serves in its place from then on.
package main

import (
	"tessera/rules/iris"
	"tessera/wasm/irisview"
	"tessera/wasm/page"
	"tessera/wasm/play"
)

func main() {
	page.Run(page.Game{Rules: iris.Game{}, NewView: func() play.View { return &irisview.View{} }})
}
