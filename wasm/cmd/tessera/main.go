//go:build js

// Command tessera is Tessera's browser program: one wasm binary that draws
// and plays the board on a page, and, started in a Web Worker, answers AI
// requests (see tessera/wasm/aiworker).
package main

import (
	"syscall/js"

	"tessera/wasm/aiworker"
	"tessera/wasm/ecalperview"
	"tessera/wasm/echelonview"
	"tessera/wasm/irisview"
	"tessera/wasm/page"
	"tessera/wasm/play"
	"tessera/wasm/urview"
)

func main() {
	if js.Global().Get("document").IsUndefined() {
		aiworker.Serve()
		return
	}
	page.Run(page.Views{
		"ur":      func() play.View { return &urview.View{} },
		"iris":    func() play.View { return &irisview.View{} },
		"echelon": func() play.View { return &echelonview.View{} },
		"ecalper": func() play.View { return &ecalperview.View{} },
	})
}
