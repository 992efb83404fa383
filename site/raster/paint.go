package raster

import (
	"image/color"

	"github.com/fogleman/gg"

	"tessera/wasm/board"
)

// paint is a fill or stroke style: a solid colour, or a gradient.
type paint struct {
	solid color.NRGBA
	grad  *gradient // nil for a solid colour
}

// gradient is a canvas gradient: linear from (x0, y0) to (x1, y1), or
// radial between the circles (x0, y0, r0) and (x1, y1, r1).
type gradient struct {
	radial                 bool
	x0, y0, r0, x1, y1, r1 float64
	stops                  []stop
}

type stop struct {
	offset float64
	color  color.NRGBA
}

// newGradient returns a gradient with the stops whose colour parses and
// whose offset is within 0..1 (the canvas throws on the others).
func newGradient(g gradient, stops []board.Stop) *gradient {
	for _, s := range stops {
		c, err := ParseColor(s.Color)
		if err == nil && s.Offset >= 0 && s.Offset <= 1 {
			g.stops = append(g.stops, stop{s.Offset, c})
		}
	}
	return &g
}

// color returns the paint's colour where one colour must do (text): the
// solid colour, or a gradient's first stop.
func (p paint) color() color.NRGBA {
	if p.grad == nil {
		return p.solid
	}
	if len(p.grad.stops) == 0 {
		return color.NRGBA{}
	}
	return p.grad.stops[0].color
}

// pattern returns the paint as gg draws it, with its alpha scaled by alpha.
func (p paint) pattern(alpha float64) gg.Pattern {
	if p.grad == nil {
		return gg.NewSolidPattern(fade(p.solid, alpha))
	}
	g := p.grad
	var out gg.Gradient
	if g.radial {
		out = gg.NewRadialGradient(g.x0, g.y0, g.r0, g.x1, g.y1, g.r1)
	} else {
		out = gg.NewLinearGradient(g.x0, g.y0, g.x1, g.y1)
	}
	for _, s := range g.stops {
		out.AddColorStop(s.offset, fade(s.color, alpha))
	}
	return out
}

// fade scales c's alpha by alpha.
func fade(c color.NRGBA, alpha float64) color.NRGBA {
	c.A = unit(float64(c.A) / 255 * alpha)
	return c
}
