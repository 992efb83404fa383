package echelonview

import (
	"math"

	"tessera/wasm/board"
)

// hatchGap is the distance between the hatch lines of a dead cell, in
// circumradii.
const hatchGap = 0.22

// dead draws dead cell i as a hole in the board: no tile and no outline,
// a dark hexagon crossed by diagonal hatching.
func (d *drawing) dead(i int) {
	d.pen.Tile(i, d.col.hole)
	pts := d.pen.B.Corners(i, 0.8)
	c, r := d.pen.B.Center(i), d.pen.B.R
	dir := board.Point{X: math.Cos(math.Pi / 4), Y: math.Sin(math.Pi / 4)}
	normal := board.Point{X: -dir.Y, Y: dir.X}
	d.pen.C.SetStrokeStyle(d.col.hatch)
	d.pen.C.SetLineWidth(0.06 * r)
	for k := -4; k <= 4; k++ {
		off := float64(k) * hatchGap * r
		p := board.Point{X: c.X + off*normal.X, Y: c.Y + off*normal.Y}
		a, b, ok := clip(pts, p, dir)
		if !ok {
			continue
		}
		d.pen.C.BeginPath()
		d.pen.C.MoveTo(a.X, a.Y)
		d.pen.C.LineTo(b.X, b.Y)
		d.pen.C.Stroke()
	}
}

// clip returns the part of the line through p along dir inside the convex
// polygon pts (clockwise on screen), and false if the line misses it
// (Cyrus-Beck).
func clip(pts [6]board.Point, p, dir board.Point) (a, b board.Point, ok bool) {
	lo, hi := math.Inf(-1), math.Inf(1)
	for k := range pts {
		e0, e1 := pts[k], pts[(k+1)%len(pts)]
		// The inward normal of a clockwise edge on a y-down screen.
		n := board.Point{X: -(e1.Y - e0.Y), Y: e1.X - e0.X}
		num := n.X*(p.X-e0.X) + n.Y*(p.Y-e0.Y)
		den := n.X*dir.X + n.Y*dir.Y
		switch {
		case den == 0 && num < 0:
			return a, b, false
		case den > 0:
			lo = math.Max(lo, -num/den)
		case den < 0:
			hi = math.Min(hi, -num/den)
		}
	}
	if lo >= hi {
		return a, b, false
	}
	at := func(t float64) board.Point { return board.Point{X: p.X + t*dir.X, Y: p.Y + t*dir.Y} }
	return at(lo), at(hi), true
}
