// Package ecalperview is Ecalper's view on Tessera's board: the hexhex
// with black stones (plain) and white ones (ringed, so colour is never
// the only signal), the opponent's stones that may be replaced this ply
// outlined, each colour's largest group and group count live beside the
// board, the largest groups lit at the end (and during play on demand:
// View.LightLargest), and the game's words: what the ply in progress asks
// for ("place stone 2 of 3"), why a tap is no move, and how the game was
// won. It implements play.View and play.Prompter over
// tessera/wasm/hexview and is free of syscall/js.
//
// A person plays each ply with one tap: on an empty cell to place a
// stone, on a marked stone to replace it. The pie rule's swap has no
// cell: the page offers it as a button, as it does a pass.
package ecalperview
