package svg

import (
	"math"
	"strings"
)

// path is the current path as SVG path data, built as the canvas builds
// its path: a line or arc begins where the last one ended, and a move
// is written only when a segment follows it.
type path struct {
	d      strings.Builder
	has    bool    // whether there is a current point
	moved  bool    // whether the current point is a move not yet written
	x, y   float64 // the current point
	sx, sy float64 // the start of the current subpath
	box    box     // what the path draws lies within it
}

// newPath returns an empty path.
func newPath() path { return path{box: nothing} }

// empty says whether the path draws nothing.
func (p *path) empty() bool { return p.d.Len() == 0 }

// data returns the path data.
func (p *path) data() string { return p.d.String() }

// point writes x, y after a command letter.
func (p *path) point(cmd string, x, y float64) {
	p.d.WriteString(cmd + num(x) + " " + num(y))
	p.x, p.y = x, y
	p.box = p.box.add(x, y)
}

// segment begins a segment: the pending move, if any, is written.
func (p *path) segment() {
	if p.moved {
		p.point("M", p.x, p.y)
		p.moved = false
	}
}

// BeginPath empties the current path.
func (c *Canvas) BeginPath() { c.path = newPath() }

// MoveTo begins a new subpath at x, y.
func (c *Canvas) MoveTo(x, y float64) {
	if !finite(x, y) {
		return
	}
	p := &c.path
	p.x, p.y, p.sx, p.sy = x, y, x, y
	p.has, p.moved = true, true
}

// LineTo adds a line from the current point to x, y (a move, without one).
func (c *Canvas) LineTo(x, y float64) {
	if !finite(x, y) {
		return
	}
	p := &c.path
	if !p.has {
		c.MoveTo(x, y)
		return
	}
	p.segment()
	p.point("L", x, y)
}

// ClosePath closes the current subpath: a line back to its start, where
// the next one begins.
func (c *Canvas) ClosePath() {
	p := &c.path
	if !p.has || p.moved {
		return
	}
	p.d.WriteString("Z")
	p.x, p.y = p.sx, p.sy
}

// Arc adds the arc of the circle at x, y of radius r from angle start to
// end, clockwise on the screen, after a line from the current point.
func (c *Canvas) Arc(x, y, r, start, end float64) { c.Ellipse(x, y, r, r, 0, start, end) }

// Ellipse adds the arc of the ellipse at x, y of radii rx, ry, rotated by
// rotation, from angle start to end clockwise, as Arc does: a sweep of a
// whole turn or more is the whole ellipse. It is written in pieces of at
// most a third of a turn, each of which one SVG arc draws unambiguously.
func (c *Canvas) Ellipse(x, y, rx, ry, rotation, start, end float64) {
	if !finite(x, y, rx, ry, rotation, start, end) || rx < 0 || ry < 0 {
		return
	}
	sweep := end - start
	if sweep >= 2*math.Pi {
		sweep = 2 * math.Pi
	} else {
		sweep = math.Mod(sweep, 2*math.Pi)
		if sweep < 0 {
			sweep += 2 * math.Pi
		}
	}
	sin, cos := math.Sincos(rotation)
	at := func(a float64) (float64, float64) {
		ex, ey := rx*math.Cos(a), ry*math.Sin(a)
		return x + ex*cos - ey*sin, y + ex*sin + ey*cos
	}
	x0, y0 := at(start)
	c.LineTo(x0, y0)
	p := &c.path
	if sweep == 0 || rx == 0 || ry == 0 {
		return
	}
	p.segment()
	r := math.Max(rx, ry) // the arc lies within the box of its whole ellipse
	p.box = p.box.add(x-r, y-r).add(x+r, y+r)
	radii := "A" + num(rx) + " " + num(ry) + " " + num(rotation*180/math.Pi) + " 0 1 "
	pieces := math.Ceil(sweep / (2 * math.Pi / 3))
	for i := 1.0; i <= pieces; i++ {
		px, py := at(start + sweep*i/pieces)
		p.point(radii, px, py)
	}
}

// RoundRect adds the rectangle at x, y of w x h with corners of radius r
// (at most half its shorter side) as a subpath of its own, drawn
// clockwise from the top edge; the next subpath begins at x, y.
func (c *Canvas) RoundRect(x, y, w, h, r float64) {
	if !finite(x, y, w, h, r) || r < 0 {
		return
	}
	if w < 0 {
		x, w = x+w, -w
	}
	if h < 0 {
		y, h = y+h, -h
	}
	r = math.Min(r, math.Min(w, h)/2)
	p := &c.path
	p.moved = false
	p.box = p.box.add(x, y).add(x+w, y+h)
	corner := "A" + num(r) + " " + num(r) + " 0 0 1 "
	p.point("M", x+r, y)
	p.d.WriteString("H" + num(x+w-r))
	if r > 0 {
		p.point(corner, x+w, y+r)
	}
	p.d.WriteString("V" + num(y+h-r))
	if r > 0 {
		p.point(corner, x+w-r, y+h)
	}
	p.d.WriteString("H" + num(x+r))
	if r > 0 {
		p.point(corner, x, y+h-r)
	}
	p.d.WriteString("V" + num(y+r))
	if r > 0 {
		p.point(corner, x+r, y)
	}
	p.d.WriteString("Z")
	c.MoveTo(x, y)
}
