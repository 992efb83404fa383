package raster

import (
	"slices"

	"tessera/wasm/board"
)

// Recording is a board.Canvas that keeps the calls made on it, to be made
// on another canvas later (Memo.Play). Its zero value is ready.
type Recording struct {
	calls []call
}

var _ board.Canvas = (*Recording)(nil)

// call is one call of a board.Canvas method: which, and its arguments.
type call struct {
	op    op
	f     [7]float64 // the numbers, in the method's order
	s     string     // a colour, font or text
	dash  []float64
	stops []board.Stop
}

// op names a board.Canvas method.
type op uint8

const (
	opSave op = iota
	opRestore
	opBeginPath
	opClosePath
	opMoveTo
	opLineTo
	opArc
	opEllipse
	opRoundRect
	opFill
	opStroke
	opClearRect
	opFillStyle
	opLinearGradient
	opRadialGradient
	opStrokeStyle
	opLineWidth
	opLineDash
	opGlobalAlpha
	opShadow
	opFont
	opFillText
	opGround // board.GroundDrawn
)

// paints says whether the call changes pixels; the others change only the
// drawing state or the path.
func (c call) paints() bool {
	switch c.op {
	case opFill, opStroke, opClearRect, opFillText:
		return true
	}
	return false
}

// same says whether c and d are the same call with the same arguments.
func (c call) same(d call) bool {
	return c.op == d.op && c.f == d.f && c.s == d.s && slices.Equal(c.dash, d.dash) && slices.Equal(c.stops, d.stops)
}

// play makes calls[from:to] on c; with paint false, only those that do
// not change pixels.
func play(c board.Canvas, calls []call, from, to int, paint bool) {
	for _, k := range calls[from:to] {
		if !paint && k.paints() {
			continue
		}
		f := k.f
		switch k.op {
		case opSave:
			c.Save()
		case opRestore:
			c.Restore()
		case opBeginPath:
			c.BeginPath()
		case opClosePath:
			c.ClosePath()
		case opMoveTo:
			c.MoveTo(f[0], f[1])
		case opLineTo:
			c.LineTo(f[0], f[1])
		case opArc:
			c.Arc(f[0], f[1], f[2], f[3], f[4])
		case opEllipse:
			c.Ellipse(f[0], f[1], f[2], f[3], f[4], f[5], f[6])
		case opRoundRect:
			c.RoundRect(f[0], f[1], f[2], f[3], f[4])
		case opFill:
			c.Fill()
		case opStroke:
			c.Stroke()
		case opClearRect:
			c.ClearRect(f[0], f[1], f[2], f[3])
		case opFillStyle:
			c.SetFillStyle(k.s)
		case opLinearGradient:
			c.SetLinearGradient(f[0], f[1], f[2], f[3], k.stops...)
		case opRadialGradient:
			c.SetRadialGradient(f[0], f[1], f[2], f[3], f[4], f[5], k.stops...)
		case opStrokeStyle:
			c.SetStrokeStyle(k.s)
		case opLineWidth:
			c.SetLineWidth(f[0])
		case opLineDash:
			c.SetLineDash(k.dash...)
		case opGlobalAlpha:
			c.SetGlobalAlpha(f[0])
		case opShadow:
			c.SetShadow(k.s, f[0], f[1], f[2])
		case opFont:
			c.SetFont(k.s)
		case opFillText:
			c.FillText(k.s, f[0], f[1])
		case opGround:
			board.GroundDrawn(c)
		}
	}
}

func (r *Recording) add(c call) { r.calls = append(r.calls, c) }

// nums returns the numbers of a call, in order.
func nums(xs ...float64) (f [7]float64) {
	copy(f[:], xs)
	return f
}

// Save records a Save.
func (r *Recording) Save() { r.add(call{op: opSave}) }

// Restore records a Restore.
func (r *Recording) Restore() { r.add(call{op: opRestore}) }

// BeginPath records a BeginPath.
func (r *Recording) BeginPath() { r.add(call{op: opBeginPath}) }

// ClosePath records a ClosePath.
func (r *Recording) ClosePath() { r.add(call{op: opClosePath}) }

// MoveTo records a MoveTo.
func (r *Recording) MoveTo(x, y float64) { r.add(call{op: opMoveTo, f: nums(x, y)}) }

// LineTo records a LineTo.
func (r *Recording) LineTo(x, y float64) { r.add(call{op: opLineTo, f: nums(x, y)}) }

// Arc records an Arc.
func (r *Recording) Arc(x, y, rad, start, end float64) {
	r.add(call{op: opArc, f: nums(x, y, rad, start, end)})
}

// Ellipse records an Ellipse.
func (r *Recording) Ellipse(x, y, rx, ry, rotation, start, end float64) {
	r.add(call{op: opEllipse, f: nums(x, y, rx, ry, rotation, start, end)})
}

// RoundRect records a RoundRect.
func (r *Recording) RoundRect(x, y, w, h, rad float64) {
	r.add(call{op: opRoundRect, f: nums(x, y, w, h, rad)})
}

// Fill records a Fill.
func (r *Recording) Fill() { r.add(call{op: opFill}) }

// Stroke records a Stroke.
func (r *Recording) Stroke() { r.add(call{op: opStroke}) }

// ClearRect records a ClearRect.
func (r *Recording) ClearRect(x, y, w, h float64) { r.add(call{op: opClearRect, f: nums(x, y, w, h)}) }

// SetFillStyle records a SetFillStyle.
func (r *Recording) SetFillStyle(css string) { r.add(call{op: opFillStyle, s: css}) }

// SetLinearGradient records a SetLinearGradient.
func (r *Recording) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	r.add(call{op: opLinearGradient, f: nums(x0, y0, x1, y1), stops: slices.Clone(stops)})
}

// SetRadialGradient records a SetRadialGradient.
func (r *Recording) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	r.add(call{op: opRadialGradient, f: nums(x0, y0, r0, x1, y1, r1), stops: slices.Clone(stops)})
}

// SetStrokeStyle records a SetStrokeStyle.
func (r *Recording) SetStrokeStyle(css string) { r.add(call{op: opStrokeStyle, s: css}) }

// SetLineWidth records a SetLineWidth.
func (r *Recording) SetLineWidth(w float64) { r.add(call{op: opLineWidth, f: nums(w)}) }

// SetLineDash records a SetLineDash.
func (r *Recording) SetLineDash(dash ...float64) {
	r.add(call{op: opLineDash, dash: slices.Clone(dash)})
}

// SetGlobalAlpha records a SetGlobalAlpha.
func (r *Recording) SetGlobalAlpha(a float64) { r.add(call{op: opGlobalAlpha, f: nums(a)}) }

// SetShadow records a SetShadow.
func (r *Recording) SetShadow(css string, blur, dx, dy float64) {
	r.add(call{op: opShadow, s: css, f: nums(blur, dx, dy)})
}

// SetFont records a SetFont.
func (r *Recording) SetFont(css string) { r.add(call{op: opFont, s: css}) }

// FillText records a FillText.
func (r *Recording) FillText(text string, x, y float64) {
	r.add(call{op: opFillText, s: text, f: nums(x, y)})
}

// GroundDrawn records that the board's ground is drawn (board.GroundDrawn):
// a Memo keeps the picture as it stands there.
func (r *Recording) GroundDrawn() { r.add(call{op: opGround}) }

// groundEnd returns how many of calls draw the board's ground: those
// before the first GroundDrawn; -1 without one.
func groundEnd(calls []call) int {
	return slices.IndexFunc(calls, func(c call) bool { return c.op == opGround })
}
