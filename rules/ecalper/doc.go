// Package ecalper is Ecalper as docs/rules.md rules it: black and white fill a
// hexhex board of side 5 to 10, three stones a turn. Black's first turn is
// three placements; every later turn first replaces one of the three stones
// the opponent placed in their previous turn (never the stone the opponent
// converted) by the mover's own, then places three. When white's turn ends
// with one empty cell, black makes a last turn of one replacement and the
// game ends with that cell empty. The larger largest group wins, then the
// fewer groups; otherwise the game is drawn. With the pie option, white may
// swap colours at the very start of its first turn.
//
// A turn is several plies, one token each: "d4" places a stone, "xd4"
// replaces the opponent's stone on d4, "swap" takes the pie. A State keeps
// its stones as bitboards over rules/hexhex's cell indices; it is a small
// value, and Apply and Legal allocate nothing beyond the slice they fill.
//
// For a board view, Phase says which ply of the turn is in progress
// ("replace", "place 2 of 3"), Replaceable gives the stones that may be
// replaced now, CanSwap and Swapped tell about the pie, Score gives each
// colour's largest group and group count, and Groups and LargestGroups give
// the cells of each group.
package ecalper
