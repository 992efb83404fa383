package raster

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/raster"
	"golang.org/x/image/math/fixed"
)

// A pen is what a path is drawn with (path.draw): a gg.Context (a
// stroke's, a shadow's scratch), or an outline (a fill's).
type pen interface {
	ClearPath()
	MoveTo(x, y float64)
	LineTo(x, y float64)
	QuadraticTo(x1, y1, x2, y2 float64)
	ClosePath()
	GetCurrentPoint() (gg.Point, bool)
}

// outline is a path as gg fills it, made by the same calls: its points
// in fixed point (truncated, as gg does), each subpath closed back to
// its start when the next begins. Canvas.Fill rasterizes it itself, so
// that it paints a gradient without an interface call a pixel.
type outline struct {
	p          raster.Path
	start, cur gg.Point
	open       bool // a subpath is begun: the path has a current point
}

var _ pen = (*outline)(nil)

// fixedAt returns (x, y) in fixed point, as gg converts it.
func fixedAt(x, y float64) fixed.Point26_6 {
	return fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}
}

// ClearPath empties the outline, keeping its room.
func (o *outline) ClearPath() { o.p, o.open = o.p[:0], false }

// MoveTo closes the subpath begun, and begins one at (x, y).
func (o *outline) MoveTo(x, y float64) {
	if o.open {
		o.p.Add1(fixedAt(o.start.X, o.start.Y))
	}
	o.p.Start(fixedAt(x, y))
	o.start, o.cur, o.open = gg.Point{X: x, Y: y}, gg.Point{X: x, Y: y}, true
}

// LineTo adds a line to (x, y); without a current point it begins there.
func (o *outline) LineTo(x, y float64) {
	if !o.open {
		o.MoveTo(x, y)
		return
	}
	o.p.Add1(fixedAt(x, y))
	o.cur = gg.Point{X: x, Y: y}
}

// QuadraticTo adds a quadratic curve through the control point (x1, y1)
// to (x2, y2); without a current point it begins at the control point.
func (o *outline) QuadraticTo(x1, y1, x2, y2 float64) {
	if !o.open {
		o.MoveTo(x1, y1)
	}
	o.p.Add2(fixedAt(x1, y1), fixedAt(x2, y2))
	o.cur = gg.Point{X: x2, Y: y2}
}

// ClosePath adds a line back to the subpath's start.
func (o *outline) ClosePath() {
	if o.open {
		o.p.Add1(fixedAt(o.start.X, o.start.Y))
		o.cur = o.start
	}
}

// GetCurrentPoint returns the current point, and false when there is none.
func (o *outline) GetCurrentPoint() (gg.Point, bool) { return o.cur, o.open }

// fill paints the current path's inside (non-zero winding) on the image
// with p, its alpha scaled by alpha, as gg's Fill does, to the bit. The
// shape it paints is taken from the canvas's shapes when they hold it.
func (c *Canvas) fill(p paint, alpha float64) {
	o := &c.outline
	o.ClearPath()
	c.path.draw(o, 0, 0)
	if !o.open {
		return
	}
	o.p.Add1(fixedAt(o.start.X, o.start.Y))
	img := c.Image()
	var sh *shape
	if c.shapes == nil {
		sh = c.shape(img, p, alpha, false)
	} else {
		key := shapeKey(o.p, p, alpha, img.Bounds())
		var ok bool
		if sh, ok = c.shapes.get(key); !ok {
			sh = c.shape(img, p, alpha, true)
			c.shapes.put(key, sh)
		}
	}
	if p.grad == nil {
		solid := raster.NewRGBAPainter(img)
		solid.SetColor(fade(p.solid, alpha))
		solid.Paint(sh.spans, true)
		return
	}
	sh.paint(img)
}

// shape is what filling a path paints: the rasterizer's spans (rows of
// pixels and their coverage) and, for a gradient, the colour of each
// pixel they cover within the image, span after span (listed, or worked
// out as it paints them from the gradient's ramp).
type shape struct {
	spans   []raster.Span
	colours []color.RGBA
	ramp    *ramp
}

// shape returns the shape the outline makes on img, filled with p faded
// by alpha; with list, a gradient's colours are listed (for a shape
// kept), else worked out as it paints.
func (c *Canvas) shape(img *image.RGBA, p paint, alpha float64, list bool) *shape {
	if c.raster == nil {
		c.raster = raster.NewRasterizer(img.Rect.Dx(), img.Rect.Dy())
	}
	c.raster.Clear()
	c.raster.UseNonZeroWinding = true
	c.raster.AddPath(c.outline.p)
	sh := &shape{}
	c.raster.Rasterize(raster.PainterFunc(func(ss []raster.Span, _ bool) { sh.spans = append(sh.spans, ss...) }))
	if p.grad != nil {
		r := p.grad.ramp(alpha)
		if !list {
			sh.ramp = r
			return sh
		}
		b := img.Bounds()
		for _, s := range sh.spans {
			x0, x1, ok := clip(s, b)
			for x := x0; ok && x < x1; x++ {
				sh.colours = append(sh.colours, r.at(x-b.Min.X, s.Y-b.Min.Y))
			}
		}
	}
	return sh
}

// clip returns the part of span s within b (what a painter paints of it),
// and false when there is none.
func clip(s raster.Span, b image.Rectangle) (x0, x1 int, ok bool) {
	x0, x1 = max(s.X0, b.Min.X), min(s.X1, b.Max.X)
	return x0, x1, s.Y >= b.Min.Y && s.Y < b.Max.Y && x0 < x1
}

// paint composites the shape's colours over img, each pixel by its span's
// coverage, as gg's painter of a pattern does.
func (sh *shape) paint(img *image.RGBA) {
	const m = 1<<16 - 1
	b, k := img.Bounds(), 0
	for _, s := range sh.spans {
		x0, x1, ok := clip(s, b)
		if !ok {
			continue
		}
		ma := s.Alpha
		row := img.Pix[img.PixOffset(x0, s.Y):img.PixOffset(x1, s.Y)]
		for i, x := 0, x0-b.Min.X; i < len(row); i, k, x = i+4, k+1, x+1 {
			var col color.RGBA
			if sh.ramp != nil {
				col = sh.ramp.at(x, s.Y-b.Min.Y)
			} else {
				col = sh.colours[k]
			}
			cr, cg, cb, ca := uint32(col.R)*0x101, uint32(col.G)*0x101, uint32(col.B)*0x101, uint32(col.A)*0x101
			a := (m - ca*ma/m) * 0x101
			d := row[i : i+4 : i+4]
			d[0] = uint8((uint32(d[0])*a + cr*ma) / m >> 8)
			d[1] = uint8((uint32(d[1])*a + cg*ma) / m >> 8)
			d[2] = uint8((uint32(d[2])*a + cb*ma) / m >> 8)
			d[3] = uint8((uint32(d[3])*a + ca*ma) / m >> 8)
		}
	}
}

// shapeKey returns what makes the shape of a fill: the image's bounds,
// the outline, in fixed point, and for a gradient the gradient and the
// alpha. Equal keys make equal shapes, to the bit: a piece fills the same
// shape each time it stands where it stood.
func shapeKey(o raster.Path, p paint, alpha float64, bounds image.Rectangle) string {
	b := make([]byte, 0, 4*len(o)+128)
	for _, v := range []int{bounds.Min.X, bounds.Min.Y, bounds.Max.X, bounds.Max.Y} {
		b = binary.AppendVarint(b, int64(v))
	}
	for _, v := range o {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	if g := p.grad; g != nil {
		b = append(b, 'g')
		if g.radial {
			b = append(b, 'r')
		}
		for _, v := range []float64{g.x0, g.y0, g.r0, g.x1, g.y1, g.r1, alpha} {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
		}
		for _, s := range g.stops {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(s.offset))
			b = append(b, s.color.R, s.color.G, s.color.B, s.color.A)
		}
	}
	return string(b)
}
