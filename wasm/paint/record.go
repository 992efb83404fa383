// Package paint records a frame's drawing as one message for the page's
// tesseraPaint (static/js/boot.js's paint), which makes the calls on a
// canvas's 2D context. A
// board is hundreds of drawing calls, and each call from Go to JavaScript
// costs more than the drawing it asks for; recorded, a frame is one call.
// It is free of syscall/js, so that `go test` runs it natively.
//
// The message is a list of calls, each its opcode and then its numbers as
// little-endian float64s (Record.Calls), and the strings the calls take,
// in order (Record.Strings).
package paint

import (
	"encoding/binary"
	"math"
	"strings"

	"tessera/wasm/board"
)

// The opcodes, as boot.js's paint numbers its cases.
const (
	opSave = iota
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
	opStrokeStyle
	opLineWidth
	opGlobalAlpha
	opFont
	opLineDash
	opShadow
	opLinearGradient
	opRadialGradient
	opFillText
)

// Record is a board.Canvas that records the calls made on it. The zero
// value is empty; Reset empties it for the next frame.
type Record struct {
	calls  []byte
	strs   []string
	font   string   // the font as last set; "" before any
	fonts  []string // the fonts of the states Save pushed
	ground struct { // where the view marked its board's ground drawn
		marked      bool
		calls, strs int // the lengths of calls and strs there
	}
}

var _ board.Canvas = (*Record)(nil)

// Calls returns the calls recorded: each its opcode, then its numbers.
func (r *Record) Calls() []byte { return r.calls }

// Strings returns the strings the calls take, in order, joined by NUL.
func (r *Record) Strings() string { return strings.Join(r.strs, "\x00") }

// Reset empties the record, keeping its room.
func (r *Record) Reset() {
	r.calls, r.strs, r.font, r.fonts = r.calls[:0], r.strs[:0], "", r.fonts[:0]
	r.ground.marked = false
}

// GroundDrawn marks the calls so far as the board's ground (frame, cells,
// labels: board.GroundDrawn), the same in every frame at one size and
// theme, which a painter may keep as pixels rather than draw each frame.
// Only the first mark of a frame counts.
func (r *Record) GroundDrawn() {
	if !r.ground.marked {
		r.ground.marked, r.ground.calls, r.ground.strs = true, len(r.calls), len(r.strs)
	}
}

// Ground returns the calls that drew the board's ground, and the strings
// they take, and whether the view marked a ground at all.
func (r *Record) Ground() (calls []byte, strs []string, ok bool) {
	if !r.ground.marked {
		return nil, nil, false
	}
	return r.calls[:r.ground.calls], r.strs[:r.ground.strs], true
}

// op records a call: its opcode and numbers.
func (r *Record) op(code int, nums ...float64) {
	r.num(float64(code))
	for _, n := range nums {
		r.num(n)
	}
}

// num records a number of the call being recorded.
func (r *Record) num(n float64) {
	r.calls = binary.LittleEndian.AppendUint64(r.calls, math.Float64bits(n))
}

// str records a string the call takes. A NUL, which separates them (and
// which the canvas does not draw), becomes U+FFFD.
func (r *Record) str(s string) {
	r.strs = append(r.strs, strings.ReplaceAll(s, "\x00", "\uFFFD"))
}

// Save records save, and keeps the font for Restore.
func (r *Record) Save() {
	r.fonts = append(r.fonts, r.font)
	r.op(opSave)
}

// Restore records restore, and takes back the font Save kept.
func (r *Record) Restore() {
	if n := len(r.fonts); n > 0 {
		r.font, r.fonts = r.fonts[n-1], r.fonts[:n-1]
	}
	r.op(opRestore)
}

// BeginPath records beginPath.
func (r *Record) BeginPath() { r.op(opBeginPath) }

// ClosePath records closePath.
func (r *Record) ClosePath() { r.op(opClosePath) }

// MoveTo records moveTo.
func (r *Record) MoveTo(x, y float64) { r.op(opMoveTo, x, y) }

// LineTo records lineTo.
func (r *Record) LineTo(x, y float64) { r.op(opLineTo, x, y) }

// Arc records arc.
func (r *Record) Arc(x, y, radius, start, end float64) { r.op(opArc, x, y, radius, start, end) }

// Ellipse records ellipse.
func (r *Record) Ellipse(x, y, rx, ry, rotation, start, end float64) {
	r.op(opEllipse, x, y, rx, ry, rotation, start, end)
}

// RoundRect records roundRect.
func (r *Record) RoundRect(x, y, w, h, radius float64) { r.op(opRoundRect, x, y, w, h, radius) }

// Fill records fill.
func (r *Record) Fill() { r.op(opFill) }

// Stroke records stroke.
func (r *Record) Stroke() { r.op(opStroke) }

// ClearRect records clearRect.
func (r *Record) ClearRect(x, y, w, h float64) { r.op(opClearRect, x, y, w, h) }

// SetFillStyle records a colour as the fill style.
func (r *Record) SetFillStyle(css string) {
	r.op(opFillStyle)
	r.str(css)
}

// SetStrokeStyle records a colour as the stroke style.
func (r *Record) SetStrokeStyle(css string) {
	r.op(opStrokeStyle)
	r.str(css)
}

// SetLineWidth records the line width.
func (r *Record) SetLineWidth(w float64) { r.op(opLineWidth, w) }

// SetGlobalAlpha records the global alpha.
func (r *Record) SetGlobalAlpha(a float64) { r.op(opGlobalAlpha, a) }

// SetFont records the font, unless it is the font already set: the canvas
// parses a font each time it is set, and views set one for every label.
func (r *Record) SetFont(css string) {
	if css == r.font {
		return
	}
	r.font = css
	r.op(opFont)
	r.str(css)
}

// SetLineDash records the line dash: the dashes' count, then each.
func (r *Record) SetLineDash(dash ...float64) {
	r.op(opLineDash, float64(len(dash)))
	for _, d := range dash {
		r.num(d)
	}
}

// SetShadow records the shadow's blur and offset, and its colour.
func (r *Record) SetShadow(css string, blur, dx, dy float64) {
	r.op(opShadow, blur, dx, dy)
	r.str(css)
}

// SetLinearGradient records a linear gradient as the fill style.
func (r *Record) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	r.op(opLinearGradient, x0, y0, x1, y1)
	r.stops(stops)
}

// SetRadialGradient records a radial gradient as the fill style.
func (r *Record) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	r.op(opRadialGradient, x0, y0, r0, x1, y1, r1)
	r.stops(stops)
}

// stops records a gradient's stops: their count, then each offset, with
// each colour a string.
func (r *Record) stops(stops []board.Stop) {
	r.num(float64(len(stops)))
	for _, s := range stops {
		r.num(s.Offset)
		r.str(s.Color)
	}
}

// FillText records text, centred on x, y, and the text.
func (r *Record) FillText(text string, x, y float64) {
	r.op(opFillText, x, y)
	r.str(text)
}
