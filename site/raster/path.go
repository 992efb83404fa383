package raster

import (
	"math"
)

// A path is the canvas's current path, kept as the calls that made it so
// that it can be drawn again elsewhere (a shadow is its blurred copy).
type path []segment

// segment is one call that builds a path.
type segment struct {
	kind segmentKind
	// x, y: the point of a move or line, or the centre of an arc;
	// rx, ry, rot, start, sweep: the arc's radii, rotation and angles.
	x, y, rx, ry, rot, start, sweep float64
}

type segmentKind int

const (
	moveTo segmentKind = iota
	lineTo
	arc // an elliptical arc, joined to the current point by a line
	closePath
)

// arcSegments is how many quadratic curves draw a full turn of an arc.
const arcSegments = 32

// sweepOf returns the clockwise sweep of a canvas arc from start to end:
// a full turn when end is a turn or more past start, else end - start
// taken modulo a turn.
func sweepOf(start, end float64) float64 {
	d := end - start
	if d >= 2*math.Pi {
		return 2 * math.Pi
	}
	return math.Mod(math.Mod(d, 2*math.Pi)+2*math.Pi, 2*math.Pi)
}

// roundRect returns the segments of a canvas roundRect: a closed subpath
// clockwise from the top edge, its radius capped at half the shorter side.
func roundRect(x, y, w, h, r float64) path {
	if w < 0 {
		x, w = x+w, -w
	}
	if h < 0 {
		y, h = y+h, -h
	}
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	corner := func(cx, cy, start float64) segment {
		return segment{kind: arc, x: cx, y: cy, rx: r, ry: r, start: start, sweep: math.Pi / 2}
	}
	return path{
		{kind: moveTo, x: x + r, y: y},
		corner(x+w-r, y+r, -math.Pi/2),
		corner(x+w-r, y+h-r, 0),
		corner(x+r, y+h-r, math.Pi/2),
		corner(x+r, y+r, math.Pi),
		{kind: closePath},
	}
}

// draw adds the path to dc's (cleared) path, moved by (dx, dy).
func (p path) draw(dc pen, dx, dy float64) {
	dc.ClearPath()
	for _, s := range p {
		switch s.kind {
		case moveTo:
			dc.MoveTo(s.x+dx, s.y+dy)
		case lineTo:
			dc.LineTo(s.x+dx, s.y+dy)
		case closePath:
			dc.ClosePath()
		case arc:
			s.drawArc(dc, dx, dy)
		}
	}
}

// drawArc adds an elliptical arc as quadratic curves, joined by a line to
// the current point if there is one.
func (s segment) drawArc(dc pen, dx, dy float64) {
	sin, cos := math.Sincos(s.rot)
	at := func(a float64) (float64, float64) {
		ex, ey := s.rx*math.Cos(a), s.ry*math.Sin(a)
		return s.x + dx + ex*cos - ey*sin, s.y + dy + ex*sin + ey*cos
	}
	n := max(1, int(math.Ceil(arcSegments*s.sweep/(2*math.Pi))))
	x0, y0 := at(s.start)
	if _, ok := dc.GetCurrentPoint(); ok {
		dc.LineTo(x0, y0)
	} else {
		dc.MoveTo(x0, y0)
	}
	for i := range n {
		a1 := s.start + s.sweep*float64(i)/float64(n)
		a2 := s.start + s.sweep*float64(i+1)/float64(n)
		xm, ym := at((a1 + a2) / 2)
		x2, y2 := at(a2)
		// The control point that puts the curve through the arc's middle.
		dc.QuadraticTo(2*xm-x0/2-x2/2, 2*ym-y0/2-y2/2, x2, y2)
		x0, y0 = x2, y2
	}
}

// bounds returns a box around every point the path can reach (an arc's
// whole ellipse), and false for an empty path.
func (p path) bounds() (x0, y0, x1, y1 float64, ok bool) {
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, s := range p {
		r := 0.0
		switch s.kind {
		case closePath:
			continue
		case arc:
			r = math.Max(s.rx, s.ry)
		}
		x0, y0 = math.Min(x0, s.x-r), math.Min(y0, s.y-r)
		x1, y1 = math.Max(x1, s.x+r), math.Max(y1, s.y+r)
	}
	return x0, y0, x1, y1, x0 <= x1
}
