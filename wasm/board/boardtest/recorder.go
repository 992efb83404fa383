package boardtest

import (
	"math"

	"tessera/rules"
	"tessera/wasm/board"
)

// Segment is one straight stroke of a path, from A to B.
type Segment struct{ A, B board.Point }

// Shape is one filled or stroked path as a Recorder kept it.
type Shape struct {
	Color    string        // the fill or stroke style it was drawn with
	Points   []board.Point // every MoveTo and LineTo point, arc centre and rounded rectangle's centre, in order
	Segments []Segment     // each LineTo, from the point before it
	Circles  []board.Point // the centres of its arcs
	Rects    []board.Rect  // its rounded rectangles
	Radius   float64       // the radius of its last arc, 0 if none
	Kind     string        // how its last part was drawn: "lines", "arc" or "rect"
	Dashed   bool          // whether a line dash was set when it was drawn
}

// At returns the mean of s's points: a hexagon's centre, a disc's centre.
func (s Shape) At() board.Point {
	var c board.Point
	for _, p := range s.Points {
		c.X += p.X / float64(len(s.Points))
		c.Y += p.Y / float64(len(s.Points))
	}
	return c
}

// Text is a text drawn, and where it was centred.
type Text struct {
	S  string
	At board.Point
}

// Recorder is a board.Canvas that keeps the shapes and texts drawn. A path
// filled or stroked with no point is not kept (it draws nothing). A linear
// gradient fills with the colour "gradient", a radial one with "gradient "
// and its first stop's colour.
type Recorder struct {
	Filled, Stroked []Shape
	Texts           []Text

	fill, stroke string
	path         Shape
	pen          board.Point
	dashed       bool
}

// Strings returns the texts drawn, in order.
func (r *Recorder) Strings() []string {
	out := make([]string, len(r.Texts))
	for i, t := range r.Texts {
		out[i] = t.S
	}
	return out
}

func (r *Recorder) keep(to *[]Shape, color string) {
	if len(r.path.Points) == 0 {
		return
	}
	s := r.path
	s.Color, s.Dashed = color, r.dashed
	*to = append(*to, s)
}

func (r *Recorder) point(p board.Point) { r.path.Points = append(r.path.Points, p) }

// Save does nothing.
func (r *Recorder) Save() {}

// Restore does nothing.
func (r *Recorder) Restore() {}

// BeginPath starts an empty path.
func (r *Recorder) BeginPath() { r.path = Shape{Kind: "lines"} }

// ClosePath does nothing.
func (r *Recorder) ClosePath() {}

// MoveTo adds a point and moves the pen there.
func (r *Recorder) MoveTo(x, y float64) {
	r.pen = board.Point{X: x, Y: y}
	r.point(r.pen)
}

// LineTo adds a point and a segment from the pen to it.
func (r *Recorder) LineTo(x, y float64) {
	p := board.Point{X: x, Y: y}
	r.path.Segments = append(r.path.Segments, Segment{A: r.pen, B: p})
	r.pen = p
	r.point(p)
}

// Arc adds a circle: its centre as a point.
func (r *Recorder) Arc(x, y, rad, start, end float64) {
	c := board.Point{X: x, Y: y}
	r.point(c)
	r.path.Circles = append(r.path.Circles, c)
	r.path.Radius, r.path.Kind = rad, "arc"
}

// Ellipse does nothing.
func (r *Recorder) Ellipse(x, y, rx, ry, rotation, start, end float64) {}

// RoundRect adds a rounded rectangle: its centre as a point.
func (r *Recorder) RoundRect(x, y, w, h, rad float64) {
	r.point(board.Point{X: x + w/2, Y: y + h/2})
	r.path.Rects = append(r.path.Rects, board.Rect{X: x, Y: y, W: w, H: h})
	r.path.Kind = "rect"
}

// Fill keeps the path as a filled shape.
func (r *Recorder) Fill() { r.keep(&r.Filled, r.fill) }

// Stroke keeps the path as a stroked shape.
func (r *Recorder) Stroke() { r.keep(&r.Stroked, r.stroke) }

// ClearRect does nothing.
func (r *Recorder) ClearRect(x, y, w, h float64) {}

// SetFillStyle sets the fill colour.
func (r *Recorder) SetFillStyle(css string) { r.fill = css }

// SetLinearGradient sets the fill colour to "gradient".
func (r *Recorder) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	r.fill = "gradient"
}

// SetRadialGradient sets the fill colour to "gradient " and the first
// stop's colour.
func (r *Recorder) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	r.fill = "gradient " + stops[0].Color
}

// SetStrokeStyle sets the stroke colour.
func (r *Recorder) SetStrokeStyle(css string) { r.stroke = css }

// SetLineWidth does nothing.
func (r *Recorder) SetLineWidth(w float64) {}

// SetLineDash marks the shapes drawn next as dashed, or not for no dash.
func (r *Recorder) SetLineDash(dash ...float64) { r.dashed = len(dash) > 0 }

// SetGlobalAlpha does nothing.
func (r *Recorder) SetGlobalAlpha(a float64) {}

// SetShadow does nothing.
func (r *Recorder) SetShadow(css string, blur, dx, dy float64) {}

// SetFont does nothing.
func (r *Recorder) SetFont(css string) {}

// FillText keeps the text and where it is.
func (r *Recorder) FillText(text string, x, y float64) {
	r.Texts = append(r.Texts, Text{S: text, At: board.Point{X: x, Y: y}})
}

// View is what Draw needs of a board view.
type View interface {
	Layout(w, h float64)
	Draw(c board.Canvas, sc *board.Scene)
}

// Draw lays v out on a 700 x 600 canvas and draws pos with sc's marks on a
// new Recorder.
func Draw(v View, pos rules.Position, sc board.Scene) *Recorder {
	v.Layout(700, 600)
	sc.Pos = pos
	r := &Recorder{}
	v.Draw(r, &sc)
	return r
}

// Near says whether some point of pts is within d of p.
func Near(pts []board.Point, p board.Point, d float64) bool {
	for _, q := range pts {
		if math.Hypot(p.X-q.X, p.Y-q.Y) < d {
			return true
		}
	}
	return false
}
