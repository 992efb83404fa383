// Package play is the game-agnostic controller of Tessera's board: a
// Session holds the match, the history, who plays each side, the dice and
// the selection, and every change to it is a method that the page follows
// with one redraw. It knows games only through the rules contract and a
// View (the game's picture and words), and is free of syscall/js, so
// `go test` runs it natively.
package play
