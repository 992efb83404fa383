// Package echelonview is Echelon's view on Tessera's board: the side-6
// hexhex with its dead cells (dark, hatched holes without a tile), stacks
// drawn as piles of coins so that their height and every layer's owner
// read at a glance (red's coins are dark discs, blue's light rounded
// squares with a ring: colour is never the only signal), the selected
// piece's slides (dots) and stomps (rings round the stack they land on),
// a move sliding along its line, the stack-win threats on request, and the
// game's words. It implements play.View over tessera/wasm/hexview and is
// free of syscall/js.
//
// Beyond play.View it offers CellAt, the exact hexagon under a point;
// Expect, what the ply to come asks for in words; Aspect, the canvas shape
// that suits it; and SetThreats, which turns the marking of every
// immediate stack win of either side on or off.
package echelonview
