//go:build js

// Command engines is the program of Tessera's AI workers
// (static/js/worker.js): it answers the page's requests with the engines
// of tessera/ai/players, by tessera/wasm/aiworker's protocol. The page's
// own program (tessera/wasm/cmd/tessera) links none of them.
package main

import (
	"tessera/ai/players"
	"tessera/rules/games"
	"tessera/wasm/aiworker"
)

func main() {
	aiworker.Serve(aiworker.Players{
		Decide: players.Decide, Hint: players.Hint, Review: players.Review, Evaluate: players.Evaluate,
		Propose: players.Propose, Take: players.Take, Search: players.Search, Start: games.Start,
	})
}
