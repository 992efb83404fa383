package hexview

import (
	"math"

	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// CellAt returns the cell whose hexagon holds canvas point p, and false
// when p is off the board. The hexagons tile the plane, so this is exact:
// the point's fractional cube coordinates are rounded to the hexagon
// around it.
func (b *Board) CellAt(p board.Point) (int, bool) {
	dr := -(p.Y - b.Middle.Y) / (1.5 * b.R)
	dq := (p.X-b.Middle.X)/(sqrt3*b.R) + dr/2
	if b.flip {
		dq, dr = -dq, -dr
	}
	// Cube coordinates x = q, z = -r, y = -x-z: the six neighbours
	// (±1, 0), (0, ±1), ±(1, 1) are the six unit cube steps.
	x, z := dq, -dr
	y := -x - z
	rx, ry, rz := math.Round(x), math.Round(y), math.Round(z)
	ex, ey, ez := math.Abs(rx-x), math.Abs(ry-y), math.Abs(rz-z)
	switch {
	case ex > ey && ex > ez:
		rx = -ry - rz
	case ey <= ez:
		rz = -rx - ry
	}
	c := b.hex.Side() - 1
	i := b.hex.At(int(rx)+c, int(-rz)+c)
	return i, i != hexhex.None
}
