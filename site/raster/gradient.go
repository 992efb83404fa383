package raster

import (
	"image/color"
	"math"

	"tessera/wasm/board"
)

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

// rampSteps is how many steps a ramp divides the offsets 0..1 into: a
// colour's channel moves by at most one level a step.
const rampSteps = 256

// ramp is a gradient ready to paint: its colours at rampSteps+1 even
// offsets, premultiplied and faded, looked up for each pixel's offset.
type ramp struct {
	g       *gradient
	colours [rampSteps + 1]color.RGBA
	// linear: the direction and one over its squared length; radial:
	// the circles' difference and the quadratic's leading coefficient.
	dx, dy, dr, a float64
}

// ramp returns the gradient as a pattern, its alpha scaled by alpha.
func (g *gradient) ramp(alpha float64) *ramp {
	r := &ramp{g: g, dx: g.x1 - g.x0, dy: g.y1 - g.y0, dr: g.r1 - g.r0}
	if g.radial {
		r.a = r.dx*r.dx + r.dy*r.dy - r.dr*r.dr
	} else if d := r.dx*r.dx + r.dy*r.dy; d > 0 {
		r.a = 1 / d
	}
	for i := range r.colours {
		r.colours[i] = g.colourAt(float64(i)/rampSteps, alpha)
	}
	return r
}

// colourAt is the gradient's colour at offset t, premultiplied, its alpha
// scaled by alpha: the first stop's before it, the last's after it, and
// between two stops the mix of their premultiplied colours (of stops at
// one offset, the last holds from there on).
func (g *gradient) colourAt(t, alpha float64) color.RGBA {
	if len(g.stops) == 0 {
		return color.RGBA{}
	}
	from, to, w := g.stops[0], g.stops[0], 0.0
	for i, s := range g.stops {
		if s.offset > t {
			if i > 0 {
				from, to = g.stops[i-1], s
				w = (t - from.offset) / (to.offset - from.offset)
			}
			break
		}
		from, to, w = s, s, 0
	}
	a := color.RGBAModel.Convert(fade(from.color, alpha)).(color.RGBA)
	b := color.RGBAModel.Convert(fade(to.color, alpha)).(color.RGBA)
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-w) + float64(y)*w)) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), mix(a.A, b.A)}
}

// at returns the colour of the pixel (x, y), sampled at its centre:
// transparent where the gradient paints nothing.
func (r *ramp) at(x, y int) color.RGBA {
	t, ok := r.offset(float64(x)+0.5, float64(y)+0.5)
	if !ok {
		return color.RGBA{}
	}
	return r.colours[int(math.Round(min(max(t, 0), 1)*rampSteps))]
}

// offset returns the gradient's offset at the point (px, py), or false
// where it paints nothing. A linear gradient's offset is the point's
// projection on its line, from 0 at (x0, y0) to 1 at (x1, y1) (nothing
// when the two are one point). A radial one's is the largest ω whose
// circle, centred at the centres' mix (1-ω, ω) with radius r0 + ω(r1-r0)
// at least 0, passes through the point (nothing where none does), as
// the canvas draws its circles from ω's largest down.
func (r *ramp) offset(px, py float64) (float64, bool) {
	g := r.g
	qx, qy := px-g.x0, py-g.y0
	if !g.radial {
		return (qx*r.dx + qy*r.dy) * r.a, r.a > 0
	}
	// |q - ω d|² = (r0 + ω dr)²: a ω² - 2 b ω + c = 0.
	b := qx*r.dx + qy*r.dy + g.r0*r.dr
	c := qx*qx + qy*qy - g.r0*g.r0
	valid := func(w float64) bool { return g.r0+w*r.dr >= 0 }
	if r.a == 0 {
		if w := c / (2 * b); b != 0 && valid(w) {
			return w, true
		}
		return 0, false
	}
	disc := b*b - r.a*c
	if disc < 0 {
		return 0, false
	}
	root := math.Sqrt(disc)
	hi, lo := (b+root)/r.a, (b-root)/r.a
	if hi < lo {
		hi, lo = lo, hi
	}
	switch {
	case valid(hi):
		return hi, true
	case valid(lo):
		return lo, true
	}
	return 0, false
}
