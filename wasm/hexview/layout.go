package hexview

import (
	"math"

	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// sqrt3 is a hexagon's width over its circumradius (pointy-topped).
var sqrt3 = math.Sqrt(3)

// Board is a hexhex board laid out on a canvas. Its tables are built by
// NewBoard; a Board is then only read (Fit returns a laid-out copy).
type Board struct {
	hex    *hexhex.Board
	R      float64     // a hexagon's circumradius (centre to corner), in CSS pixels
	Middle board.Point // the centre cell's centre on the canvas
	grid   gridMap
	flip   bool // drawn turned half round about the centre cell
	bare   bool // drawn without its coordinates
}

// NewBoard returns hex's board laid out with unit hexagons around the
// origin; Fit places it in a canvas.
func NewBoard(hex *hexhex.Board) *Board {
	return &Board{hex: hex, R: 1, grid: newGridMap(hex)}
}

// Hex returns the board's geometry.
func (b *Board) Hex() *hexhex.Board { return b.hex }

// Extent returns the board's width and height in circumradii: 2n-1
// hexagons across the middle row, 2n-1 rows 1.5 apart plus a corner above
// and below.
func Extent(side int) (w, h float64) {
	return float64(2*side-1) * sqrt3, float64(3*side - 1)
}

// Fit lays b out in a w x h canvas with margin circumradii on every side,
// together with a room for what the game shows beside its board (scores):
// below pixels deep under the board, or right pixels wide beside it,
// whichever makes the hexagons bigger (below on a near tie). The room
// below holds the two sides next to each other, each as wide as the room
// beside holds one: under a board narrower than twice right they would
// crowd, so there the room beside is taken unless it costs the hexagons
// more than cramped of their size. It returns the laid-out board and the
// room; board and room are centred together.
func (b *Board) Fit(w, h, margin, below, right float64) (*Board, board.Rect) {
	bw, bh := Extent(b.hex.Side())
	bw, bh = bw+2*margin, bh+2*margin
	under := math.Min(w/bw, (h-below)/bh)
	beside := math.Min((w-right)/bw, h/bh)
	besides := beside > under*1.05 || (bw*under < 2*right && beside > under*(1-cramped))
	out := *b
	out.R = max(under, 0)
	tw, th := bw*out.R, bh*out.R+below
	if besides {
		out.R = beside
		tw, th = bw*out.R+right, bh*out.R
	}
	x0, y0 := (w-tw)/2, (h-th)/2
	out.Middle = board.Point{X: x0 + bw*out.R/2, Y: y0 + bh*out.R/2}
	if besides {
		return &out, board.Rect{X: x0 + bw*out.R, Y: y0, W: right, H: bh * out.R}
	}
	return &out, board.Rect{X: x0, Y: y0 + bh*out.R, W: bw * out.R, H: below}
}

// cramped is the share of the hexagons' size Fit gives up to keep the two
// sides' scores from crowding under a narrow board.
const cramped = 0.15

// At returns the canvas point of axial coordinates (q, r), which may lie
// off the board (labels stand on such points).
func (b *Board) At(q, r float64) board.Point {
	c := float64(b.hex.Side() - 1)
	dq, dr := q-c, r-c
	if b.flip {
		dq, dr = -dq, -dr
	}
	return board.Point{X: b.Middle.X + sqrt3*b.R*(dq-dr/2), Y: b.Middle.Y - 1.5*b.R*dr}
}

// Center returns the centre of cell i on the canvas.
func (b *Board) Center(i int) board.Point {
	q, r := b.hex.Coord(i)
	return b.At(float64(q), float64(r))
}

// Corners returns the six corners of cell i's hexagon scaled by scale
// about its centre, clockwise from the top.
func (b *Board) Corners(i int, scale float64) [6]board.Point {
	c := b.Center(i)
	var pts [6]board.Point
	for k := range pts {
		a := -math.Pi/2 + float64(k)*math.Pi/3
		pts[k] = board.Point{X: c.X + scale*b.R*math.Cos(a), Y: c.Y + scale*b.R*math.Sin(a)}
	}
	return pts
}
