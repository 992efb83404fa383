package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/raster"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"tessera/wasm/board"
)

// Canvas is a board.Canvas that draws into an RGBA image, one image pixel
// per CSS pixel. Its zero value is not ready: use New.
type Canvas struct {
	dc    *gg.Context
	st    state   // the drawing state
	saved []state // Save's stack
	path  path    // the current path
	// outline and raster fill the path (Fill), the rasterizer made at
	// the first fill.
	outline outline
	raster  *raster.Rasterizer
	faces   faces
	// What earlier pictures (a Memo's) made, and this one may use again:
	// the masks of shadows, and the shapes of fills; nil: none kept.
	masks  *kept[*image.Alpha]
	shapes *kept[*shape]
}

var _ board.Canvas = (*Canvas)(nil)

// state is the part of the canvas that Save and Restore keep.
type state struct {
	fill, stroke paint
	lineWidth    float64
	dash         []float64
	alpha        float64
	shadow       shadow
	font         Font
	ox, oy       float64 // the origin, moved by Translate
}

// shadow is the canvas's shadow: its colour, blur and offset.
type shadow struct {
	color  color.NRGBA
	blur   float64
	dx, dy float64
}

// New returns a transparent w x h canvas in the canvas's initial state
// (black fill and stroke, line width 1, no dash, no shadow, 10px font).
func New(w, h int) *Canvas { return On(image.NewRGBA(image.Rect(0, 0, w, h))) }

// On returns a canvas in the initial state that draws on img, whose
// pixels stay as they are until drawn on.
func On(img *image.RGBA) *Canvas {
	dc := gg.NewContextForRGBA(img)
	dc.SetLineCapButt()
	dc.SetLineJoinRound()
	black := paint{solid: color.NRGBA{0, 0, 0, 255}}
	return &Canvas{dc: dc, st: state{fill: black, stroke: black, lineWidth: 1, alpha: 1, font: Font{Size: 10}}}
}

// Image returns the image drawn so far (the canvas's own: later drawing
// changes it).
func (c *Canvas) Image() *image.RGBA { return c.dc.Image().(*image.RGBA) }

// Save pushes the drawing state.
func (c *Canvas) Save() { c.saved = append(c.saved, c.st) }

// Restore pops the drawing state Save pushed; it does nothing when none is
// left.
func (c *Canvas) Restore() {
	if n := len(c.saved); n > 0 {
		c.st, c.saved = c.saved[n-1], c.saved[:n-1]
	}
}

// BeginPath empties the current path.
func (c *Canvas) BeginPath() { c.path = c.path[:0] }

// ClosePath closes the current subpath.
func (c *Canvas) ClosePath() { c.add(segment{kind: closePath}) }

// MoveTo starts a subpath at (x, y).
func (c *Canvas) MoveTo(x, y float64) { c.add(segment{kind: moveTo, x: x, y: y}) }

// LineTo adds a line to (x, y).
func (c *Canvas) LineTo(x, y float64) { c.add(segment{kind: lineTo, x: x, y: y}) }

// add adds segments to the path from the origin, unless one has a number
// that is not finite (the canvas ignores such calls).
func (c *Canvas) add(segs ...segment) {
	for _, s := range segs {
		for _, v := range []float64{s.x, s.y, s.rx, s.ry, s.rot, s.start, s.sweep} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return
			}
		}
	}
	for _, s := range segs {
		s.x, s.y = s.x+c.st.ox, s.y+c.st.oy
		c.path = append(c.path, s)
	}
}

// Translate moves the origin of everything drawn next by (dx, dy), as the
// canvas's translate does (the views never call it: it places a board on
// a larger image).
func (c *Canvas) Translate(dx, dy float64) {
	c.st.ox += dx
	c.st.oy += dy
}

// Arc adds a clockwise arc of the circle (x, y, r) from angle start to end.
func (c *Canvas) Arc(x, y, r, start, end float64) { c.Ellipse(x, y, r, r, 0, start, end) }

// Ellipse adds a clockwise arc of the ellipse centred on (x, y) with radii
// rx, ry, turned by rotation, from angle start to end.
func (c *Canvas) Ellipse(x, y, rx, ry, rotation, start, end float64) {
	if rx < 0 || ry < 0 {
		return // the canvas throws
	}
	c.add(segment{kind: arc, x: x, y: y, rx: rx, ry: ry, rot: rotation, start: start, sweep: sweepOf(start, end)})
}

// RoundRect adds the closed subpath of a rectangle with rounded corners.
func (c *Canvas) RoundRect(x, y, w, h, r float64) {
	c.add(roundRect(x, y, w, h, r)...)
}

// Fill fills the current path with the fill style (non-zero winding),
// its shadow first.
func (c *Canvas) Fill() {
	c.drawShadow(false, func(dc *gg.Context, _ float64) { dc.Fill() })
	c.fill(c.st.fill, c.st.alpha)
}

// Stroke strokes the current path with the stroke style, line width and
// dash, its shadow first.
func (c *Canvas) Stroke() {
	c.setLine(c.dc, 1)
	c.drawShadow(true, func(dc *gg.Context, scale float64) { c.setLine(dc, scale); dc.Stroke() })
	c.path.draw(c.dc, 0, 0)
	c.dc.SetStrokeStyle(gg.NewSolidPattern(fade(c.st.stroke.solid, c.st.alpha)))
	c.dc.Stroke()
}

// setLine gives dc the state's line width and dash, times scale.
func (c *Canvas) setLine(dc *gg.Context, scale float64) {
	dc.SetLineWidth(c.st.lineWidth * scale)
	dash := make([]float64, len(c.st.dash))
	for i, d := range c.st.dash {
		dash[i] = d * scale
	}
	dc.SetDash(dash...)
}

// ClearRect makes a rectangle transparent.
func (c *Canvas) ClearRect(x, y, w, h float64) {
	x, y = x+c.st.ox, y+c.st.oy
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	draw.Draw(c.Image(), r, image.Transparent, image.Point{}, draw.Src)
}

// SetFillStyle sets the fill to a CSS colour; a colour that does not parse
// is ignored.
func (c *Canvas) SetFillStyle(css string) {
	if col, err := ParseColor(css); err == nil {
		c.st.fill = paint{solid: col}
	}
}

// SetStrokeStyle sets the stroke to a CSS colour; a colour that does not
// parse is ignored.
func (c *Canvas) SetStrokeStyle(css string) {
	if col, err := ParseColor(css); err == nil {
		c.st.stroke = paint{solid: col}
	}
}

// SetLinearGradient sets the fill to a linear gradient from (x0, y0) to
// (x1, y1).
func (c *Canvas) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	ox, oy := c.st.ox, c.st.oy
	c.st.fill = paint{grad: newGradient(gradient{x0: x0 + ox, y0: y0 + oy, x1: x1 + ox, y1: y1 + oy}, stops)}
}

// SetRadialGradient sets the fill to a radial gradient between the circles
// (x0, y0, r0) and (x1, y1, r1).
func (c *Canvas) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	if r0 < 0 || r1 < 0 {
		return // the canvas throws
	}
	ox, oy := c.st.ox, c.st.oy
	c.st.fill = paint{grad: newGradient(gradient{radial: true, x0: x0 + ox, y0: y0 + oy, r0: r0, x1: x1 + ox, y1: y1 + oy, r1: r1}, stops)}
}

// SetLineWidth sets the line width; zero, negative and NaN are ignored.
func (c *Canvas) SetLineWidth(w float64) {
	if w > 0 && !math.IsInf(w, 0) {
		c.st.lineWidth = w
	}
}

// SetLineDash sets the dash pattern (none: solid lines). An odd list is
// repeated to make it even; a list with a negative entry, or only zeros,
// is ignored.
func (c *Canvas) SetLineDash(dash ...float64) {
	sum := 0.0
	for _, d := range dash {
		if d < 0 || math.IsNaN(d) || math.IsInf(d, 0) {
			return
		}
		sum += d
	}
	if len(dash) > 0 && sum == 0 {
		return
	}
	if len(dash)%2 == 1 {
		dash = append(dash, dash...)
	}
	c.st.dash = append([]float64(nil), dash...)
}

// SetGlobalAlpha sets the alpha of everything drawn next; values outside
// 0..1 are ignored.
func (c *Canvas) SetGlobalAlpha(a float64) {
	if a >= 0 && a <= 1 {
		c.st.alpha = a
	}
}

// SetShadow sets the shadow's CSS colour, blur and offset; a colour that
// does not parse leaves the colour as it was.
func (c *Canvas) SetShadow(css string, blur, dx, dy float64) {
	if col, err := ParseColor(css); err == nil {
		c.st.shadow.color = col
	}
	if blur >= 0 {
		c.st.shadow.blur = blur
	}
	c.st.shadow.dx, c.st.shadow.dy = dx, dy
}

// SetFont sets the CSS font; a font that does not parse is ignored.
func (c *Canvas) SetFont(css string) {
	if f, err := ParseFont(css); err == nil {
		c.st.font = f
	}
}

// FillText draws text centred on (x, y): horizontally on its advance,
// vertically on the middle of the em box (the canvas's "middle"
// baseline), in the fill's colour.
func (c *Canvas) FillText(text string, x, y float64) {
	face, err := c.faces.face(c.st.font)
	if err != nil {
		return
	}
	m := face.Metrics()
	d := font.Drawer{Dst: c.Image(), Src: image.NewUniform(fade(c.st.fill.color(), c.st.alpha)), Face: face}
	d.Dot = fixed.Point26_6{
		X: fixed.Int26_6(math.Round((x+c.st.ox)*64)) - d.MeasureString(text)/2,
		Y: fixed.Int26_6(math.Round((y+c.st.oy)*64)) + (m.Ascent-m.Descent)/2,
	}
	d.DrawString(text)
}
