package raster

import (
	"fmt"

	"tessera/wasm/board"
)

// Scaled is a board.Canvas that draws on C with every length times S, as
// a page's HTML canvas draws under setTransform(S, 0, 0, S, 0, 0) on a
// screen of S device pixels a CSS pixel: coordinates, radii, line widths,
// dashes and font sizes scale; a shadow's blur and offset do not, as on
// the canvas, whose shadows ignore the transform.
type Scaled struct {
	C *Canvas
	S float64
}

var _ board.Canvas = Scaled{}

func (c Scaled) Save()                    { c.C.Save() }
func (c Scaled) Restore()                 { c.C.Restore() }
func (c Scaled) BeginPath()               { c.C.BeginPath() }
func (c Scaled) ClosePath()               { c.C.ClosePath() }
func (c Scaled) MoveTo(x, y float64)      { c.C.MoveTo(x*c.S, y*c.S) }
func (c Scaled) LineTo(x, y float64)      { c.C.LineTo(x*c.S, y*c.S) }
func (c Scaled) Fill()                    { c.C.Fill() }
func (c Scaled) Stroke()                  { c.C.Stroke() }
func (c Scaled) SetFillStyle(s string)    { c.C.SetFillStyle(s) }
func (c Scaled) SetStrokeStyle(s string)  { c.C.SetStrokeStyle(s) }
func (c Scaled) SetGlobalAlpha(a float64) { c.C.SetGlobalAlpha(a) }
func (c Scaled) SetLineWidth(w float64)   { c.C.SetLineWidth(w * c.S) }

func (c Scaled) Arc(x, y, r, start, end float64) { c.C.Arc(x*c.S, y*c.S, r*c.S, start, end) }

func (c Scaled) Ellipse(x, y, rx, ry, rotation, start, end float64) {
	c.C.Ellipse(x*c.S, y*c.S, rx*c.S, ry*c.S, rotation, start, end)
}

func (c Scaled) RoundRect(x, y, w, h, r float64) {
	c.C.RoundRect(x*c.S, y*c.S, w*c.S, h*c.S, r*c.S)
}

func (c Scaled) ClearRect(x, y, w, h float64) { c.C.ClearRect(x*c.S, y*c.S, w*c.S, h*c.S) }

func (c Scaled) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	c.C.SetLinearGradient(x0*c.S, y0*c.S, x1*c.S, y1*c.S, stops...)
}

func (c Scaled) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	c.C.SetRadialGradient(x0*c.S, y0*c.S, r0*c.S, x1*c.S, y1*c.S, r1*c.S, stops...)
}

func (c Scaled) SetLineDash(dash ...float64) {
	scaled := make([]float64, len(dash))
	for i, d := range dash {
		scaled[i] = d * c.S
	}
	c.C.SetLineDash(scaled...)
}

func (c Scaled) SetShadow(css string, blur, dx, dy float64) { c.C.SetShadow(css, blur, dx, dy) }

// SetFont sets the font at S times its size; a font that does not parse
// is ignored, as Canvas ignores it.
func (c Scaled) SetFont(css string) {
	f, err := ParseFont(css)
	if err != nil {
		return
	}
	weight := ""
	if f.Bold {
		weight = "bold "
	}
	c.C.SetFont(fmt.Sprintf("%s%gpx sans-serif", weight, f.Size*c.S))
}

func (c Scaled) FillText(text string, x, y float64) { c.C.FillText(text, x*c.S, y*c.S) }
