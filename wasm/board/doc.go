// Package board is the game-agnostic part of Tessera's browser board, free
// of syscall/js so that `go test` runs it natively: grid geometry (pixels to
// cells and back), the selection state every input ends in (Select), the
// pointer gesture and keyboard machines that feed it, the keyboard cursor,
// animations as data, the game history with undo and redo, and the format
// of the game saved in the browser.
//
// A game view (such as tessera/wasm/urview) draws a Scene on a Canvas; the
// page glue (tessera/wasm/page) owns the real canvas and the events.
package board
