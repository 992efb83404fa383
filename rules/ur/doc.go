// Package ur is the Royal Game of Ur as docs/rules.md rules it: two sides, left
// and right, race 1 to 7 pieces each along a 14-square path, rolling four
// binary dice (0 to 4) per turn.
//
// A State is the position before a roll. Its Legal method lists every move
// for every roll, as the referee reports them; engines that have rolled call
// LegalFor with that roll. A Move carries its roll, so the same Apply plays
// piece moves and bare rolls (a roll of 0, or a roll with no legal move,
// which passes the turn). Landing on a rosette gives the mover another roll.
//
// Cells are named as in the Ur report: columns L, M and R, rows 0 to 7, with
// L4/R4 the start pools and L5/R5 the finish pools. Tokens are "3:L4"
// (rolled 3, moved the piece standing on L4) and the bare rolls "0" to "4".
package ur
