// Package urview is the Royal Game of Ur's view on Tessera's board: the
// 3x8 board with its rosettes, both sides' start and finish pools, the four
// binary dice, the pieces (round light ones for left, square dark ones for
// right, so colour is never the only signal), and the game's words. It
// implements play.View and is free of syscall/js.
package urview
