// Package iris is Craig Duncan's Iris as docs/rules.md rules it: black and white
// fill a hexhex of side 5 to 8 (default 7) whose rim cells are coloured in
// opposite pairs and whose inner cells are gray.
//
// Black's first turn is one stone on a gray cell; every later turn is two
// stones. A first stone on the rim forces the second onto its opposite; a
// first stone on a gray cell forces the second onto an empty gray cell not
// next to it, and the second stone is forfeited when there is none. A
// player may pass instead of a whole turn. The game ends when the board is
// full or after two passes in a row. A group scores the rim cells it holds;
// the players' group scores, sorted high to low, are compared position by
// position, and the first difference decides.
//
// Every stone is its own ply and token ("d4"), the forced second stone too;
// a pass is "pass". A Move is a cell index of the hexhex.Board, or Pass.
//
// A State keeps its stones as bitboards in a Layout: bit (2n-1)r+q for
// cell (q, r) on side n, so the six neighbours of a bit are the bits ±1,
// ±(2n-1) and ±2n.
// Engines read them through State.Stones and State.Pending and score a
// filled board with Layout.Winner.
package iris
