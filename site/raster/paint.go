package raster

import (
	"image/color"
)

// paint is a fill or stroke style: a solid colour, or a gradient.
type paint struct {
	solid color.NRGBA
	grad  *gradient // nil for a solid colour
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

// fade scales c's alpha by alpha.
func fade(c color.NRGBA, alpha float64) color.NRGBA {
	c.A = unit(float64(c.A) / 255 * alpha)
	return c
}
