package hexview

import (
	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// gridMap places the cells on the keyboard's grid of 2n-1 columns and
// rows: row 0 is the top row of hexagons, and a cell's column is its
// position across the board, rounded, so that the arrow keys move along
// a row (left, right) or to a neighbour in the row above or below (up,
// down), zigzagging straight up the screen. Corners of the grid are holes.
type gridMap struct {
	size  int
	pos   [][2]int // cell -> (col, row)
	cells [][]int  // [col][row] -> cell, hexhex.None for a hole
}

func newGridMap(hex *hexhex.Board) gridMap {
	n := hex.Side()
	g := gridMap{size: 2*n - 1, pos: make([][2]int, hex.Len()), cells: make([][]int, 2*n-1)}
	for col := range g.cells {
		g.cells[col] = make([]int, g.size)
		for row := range g.cells[col] {
			g.cells[col][row] = hexhex.None
		}
	}
	for i := range hex.Len() {
		q, r := hex.Coord(i)
		// The cell's centre stands q - r/2 + (n-1)/2 hexagon widths
		// right of the left corner's; half widths round down.
		col := (2*q - r + n - 1) / 2
		row := 2*n - 2 - r
		g.pos[i] = [2]int{col, row}
		g.cells[col][row] = i
	}
	return g
}

// Grid returns the keyboard's grid. Only its columns and rows count: its
// squares do not match the hexagons, so find the cell under a point with
// CellAt, never with the grid's own CellAt. Its Origin and Size roughly
// cover the board.
func (b *Board) Grid() board.Grid {
	n := b.hex.Side()
	w := sqrt3 * b.R
	half := float64(n-1) + 0.5
	return board.Grid{Cols: b.grid.size, Rows: b.grid.size, Size: w,
		Origin: board.Point{X: b.Middle.X - half*w, Y: b.Middle.Y - half*w}}
}

// GridPos returns cell i's column and row on the keyboard's grid (turned
// with the board when it is flipped).
func (b *Board) GridPos(i int) (col, row int) { return b.turn(b.grid.pos[i][0], b.grid.pos[i][1]) }

// turn maps a place on the keyboard's grid to the grid turned half round
// when the board is flipped (and back), and leaves it as it is otherwise.
func (b *Board) turn(col, row int) (int, int) {
	if b.flip {
		return b.grid.size - 1 - col, b.grid.size - 1 - row
	}
	return col, row
}

// GridCell returns the cell at (col, row) of the keyboard's grid, and
// false for a hole or a place off the grid.
func (b *Board) GridCell(col, row int) (int, bool) {
	if col < 0 || row < 0 || col >= b.grid.size || row >= b.grid.size {
		return hexhex.None, false
	}
	col, row = b.turn(col, row)
	i := b.grid.cells[col][row]
	return i, i != hexhex.None
}

// NearestCell returns the cell at (col, row) of the keyboard's grid or,
// for a hole, the nearest cell of its row: the keyboard's cursor is
// always on a cell. (col, row) must be on the grid.
func (b *Board) NearestCell(col, row int) int {
	for d := 0; ; d++ {
		for _, c := range []int{col - d, col + d} {
			if i, ok := b.GridCell(c, row); ok {
				return i
			}
		}
	}
}
