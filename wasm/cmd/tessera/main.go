//go:build js

// Command tessera is the page's browser program: it draws and plays the
// board (tessera/wasm/page). The computer players run in Web Workers, from
// another program (tessera/wasm/cmd/engines) that the page downloads once
// its board is drawn: this one links no engine, so a first visit waits
// for less.
package main

import (
	"tessera/wasm/page"
	"tessera/wasm/views"
)

func main() {
	page.Run(views.All())
}
