// Package hexview draws hexhex boards (Iris, Ecalper, Echelon) on
// Tessera's board canvas, over the geometry of tessera/rules/hexhex: the
// layout of a board in a canvas, each cell's centre, the exact pixel to
// cell hit test, the keyboard grid, the rim in drawing order, the pens
// for tiles, stones and marks, and Frame, the part of a game's view that
// keeps its board laid out and maps cells to the page's grid. It is free
// of syscall/js.
//
// The board is drawn with pointy-topped hexagons in horizontal rows: row
// r+1 (the row number of the cell names) counts up from the bottom, and
// the cell (q, r) stands half a hexagon left of (q, r-1), so the column
// letters run along the bottom edge and up the lower right edge, and the
// row numbers up the left edges. a1 is the bottom-left corner.
//
// Stones never differ by colour alone: black's are plain, white's carry
// a dark ring (Pen.Stone).
package hexview
