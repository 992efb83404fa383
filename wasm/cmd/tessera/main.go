//go:build js

// Command tessera is Tessera's browser program: one wasm binary that draws
// and plays the board on a page, and, started in a Web Worker, answers AI
// requests (see tessera/wasm/aiworker).
package main

import (
	"syscall/js"

	"tessera/ai/players"
	"tessera/wasm/aiworker"
	"tessera/wasm/page"
	"tessera/wasm/views"
)

func main() {
	if js.Global().Get("document").IsUndefined() {
		aiworker.Serve(aiworker.Players{
			Decide: players.Decide, Hint: players.Hint, Review: players.Review, Evaluate: players.Evaluate,
			Propose: players.Propose, Take: players.Take, Search: players.Search,
		})
		return
	}
	page.Run(views.All())
}
