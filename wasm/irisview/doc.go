// Package irisview is Iris's view on Tessera's board: the hexhex with its
// rainbow rim (each hue on two opposite cells) and gray interior, black
// and white stones (white's ringed, so colour is never the only signal),
// the forced opposite cell after a first stone on the rim, the cells a
// first gray stone rules out, both players' group scores live beside the
// board, the winning group lit at the end, and the game's words. It
// implements play.View over tessera/wasm/hexview and is free of
// syscall/js; its CellAt is the exact hexagon under a point (the keyboard
// grid's squares are not the hexagons).
//
// Beyond play.View it is a play.Prompter (Expect: what the ply to come
// asks for in words) and a play.Shaped (Aspect: the canvas shape that
// suits the board and its scores).
package irisview
