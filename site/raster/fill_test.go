package raster

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"github.com/fogleman/gg"

	"tessera/wasm/board"
)

// rampPattern is a ramp as a gg.Pattern: what gg painted before Canvas
// filled paths itself.
type rampPattern struct{ r *ramp }

func (p rampPattern) ColorAt(x, y int) color.Color { return p.r.at(x, y) }

// fillShapes are paths that close themselves or not, have several
// subpaths, cross themselves, begin with an arc, reach past the image's
// edges, or have no point.
var fillShapes = map[string]func(c *Canvas){
	"disc":       func(c *Canvas) { c.Arc(40.3, 30.7, 17.2, 0, 2*math.Pi) },
	"round rect": func(c *Canvas) { c.RoundRect(5.5, 8.25, 70, 41.6, 9) },
	"open triangle": func(c *Canvas) {
		c.MoveTo(10, 10)
		c.LineTo(70.7, 20.1)
		c.LineTo(30, 55.5)
	},
	"two squares": func(c *Canvas) {
		c.MoveTo(2, 2)
		c.LineTo(30, 2)
		c.LineTo(30, 30)
		c.ClosePath()
		c.MoveTo(50, 40)
		c.LineTo(75, 40)
		c.LineTo(75, 58)
	},
	"star": func(c *Canvas) {
		for k := range 5 {
			a := float64(2*k) * 2 * math.Pi / 5
			c.LineTo(40+28*math.Sin(a), 32-28*math.Cos(a))
		}
		c.ClosePath()
	},
	"half disc past the edge": func(c *Canvas) { c.Arc(75, -3, 22.5, 0.3, math.Pi) },
	"no point":                func(c *Canvas) {},
}

// fillPaints are a solid colour and the two kinds of gradient.
var fillPaints = map[string]func(c *Canvas){
	"solid": func(c *Canvas) { c.SetFillStyle("rgba(200,40,30,0.8)") },
	"linear": func(c *Canvas) {
		c.SetLinearGradient(0, 0, 60, 50, board.Stop{Offset: 0.2, Color: "#fff"}, board.Stop{Offset: 1, Color: "rgba(20,40,90,0.6)"})
	},
	"radial": func(c *Canvas) {
		c.SetRadialGradient(30, 25, 3, 40, 30, 25, board.Stop{Offset: 0, Color: "#f5ecd6"}, board.Stop{Offset: 1, Color: "#9b7a4a"})
	},
}

// ggFill fills c's path as gg did: c's fill as a gg pattern, faded by
// alpha.
func ggFill(c *Canvas, alpha float64) {
	dc := gg.NewContextForRGBA(c.Image())
	c.path.draw(dc, 0, 0)
	if p := c.st.fill; p.grad == nil {
		dc.SetFillStyle(gg.NewSolidPattern(fade(p.solid, alpha)))
	} else {
		dc.SetFillStyle(rampPattern{p.grad.ramp(alpha)})
	}
	dc.Fill()
}

// A fill is what gg's Fill paints of the same path, to the bit, over what
// is already drawn: each shape, in each paint, faded or not.
func TestFillAsGG(t *testing.T) {
	for name, shape := range fillShapes {
		for pname, setPaint := range fillPaints {
			for _, alpha := range []float64{1, 0.45} {
				ground := func() *Canvas {
					c := New(80, 60)
					c.SetFillStyle("#3a6")
					c.BeginPath()
					c.RoundRect(0, 20, 80, 20, 4)
					c.Fill()
					c.SetGlobalAlpha(alpha)
					setPaint(c)
					c.BeginPath()
					shape(c)
					return c
				}
				got, want := ground(), ground()
				got.Fill()
				ggFill(want, alpha)
				if !bytes.Equal(got.Image().Pix, want.Image().Pix) {
					t.Errorf("%s, %s, alpha %g: the fill differs from gg's", name, pname, alpha)
				}
				if name != "no point" && bytes.Equal(got.Image().Pix, ground().Image().Pix) {
					t.Errorf("%s, %s, alpha %g: nothing filled", name, pname, alpha)
				}
			}
		}
	}
}
