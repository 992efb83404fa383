package raster

import (
	"encoding/binary"
	"image"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
)

// on says whether the shadow shows: a visible colour, blurred or moved.
func (s shadow) on() bool {
	return s.color.A > 0 && (s.blur > 0 || s.dx != 0 || s.dy != 0)
}

// drawShadow draws the shadow of the current path, as paint (dc.Fill or
// dc.Stroke with the line set, scaled; stroke says which) draws it in
// opaque black on a scratch context: that shape, moved by the offset and
// blurred, in the shadow's colour. The canvas blurs with a Gaussian of
// deviation blur/2; three box blurs of the same variance stand in for it.
// A wide blur is made at a fraction of the size and scaled up, which it
// hides. The blurred shape is taken from the canvas's masks when it has
// them and they hold it.
func (c *Canvas) drawShadow(stroke bool, paint func(dc *gg.Context, scale float64)) {
	sh := c.st.shadow
	x0, y0, x1, y1, ok := c.path.bounds()
	if !sh.on() || !ok {
		return
	}
	sigma := sh.blur / 2
	k := int(math.Round((math.Sqrt(4*sigma*sigma+1) - 1) / 2)) // box radius
	pad := 3*k + int(math.Ceil(c.st.lineWidth)) + 2
	r := image.Rect(int(math.Floor(x0+sh.dx))-pad, int(math.Floor(y0+sh.dy))-pad,
		int(math.Ceil(x1+sh.dx))+pad, int(math.Ceil(y1+sh.dy))+pad)
	dst := c.Image()
	if !r.Overlaps(dst.Bounds()) {
		return
	}
	s := max(1, k/3) // the mask's pixels are s x s of the image's
	dx, dy := sh.dx-float64(r.Min.X), sh.dy-float64(r.Min.Y)
	var mask *image.Alpha
	if c.masks == nil {
		mask = c.blurredMask(paint, r.Dx(), r.Dy(), k, s, dx, dy)
	} else {
		key := c.maskKey(stroke, r.Dx(), r.Dy(), k, s, dx, dy)
		var ok bool
		if mask, ok = c.masks.get(key); !ok {
			mask = c.blurredMask(paint, r.Dx(), r.Dy(), k, s, dx, dy)
			c.masks.put(key, mask)
		}
	}
	draw.DrawMask(dst, r, image.NewUniform(fade(sh.color, c.st.alpha)), image.Point{}, mask, image.Point{}, draw.Over)
}

// blurredMask returns the shadow's mask, rw x rh: the current path moved
// by (dx, dy), painted in opaque black at 1/s of the size, blurred by
// three box blurs of radius k (in the image's pixels), and scaled up.
func (c *Canvas) blurredMask(paint func(dc *gg.Context, scale float64), rw, rh, k, s int, dx, dy float64) *image.Alpha {
	w, h := (rw+s-1)/s, (rh+s-1)/s
	scratch := gg.NewContext(w, h)
	scratch.SetLineCapButt()
	scratch.SetLineJoinRound()
	scratch.Scale(1/float64(s), 1/float64(s))
	c.path.draw(scratch, dx, dy)
	scratch.SetRGB(0, 0, 0)
	paint(scratch, 1/float64(s))
	src := scratch.Image().(*image.RGBA)
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	for i := range mask.Pix {
		mask.Pix[i] = src.Pix[4*i+3]
	}
	boxBlurs(mask.Pix, w, h, k/s)
	if s > 1 {
		mask = scaleUp(mask, s, rw, rh)
	}
	return mask
}

// maskKey returns what makes the mask of a shadow: the path as its
// scratch context draws it (moved by dx, dy), how it is painted, the
// mask's size, and the blur. Equal keys make equal masks, to the bit: a
// piece's shadow is the same on every cell where the piece stands at the
// same place within a pixel.
func (c *Canvas) maskKey(stroke bool, w, h, k, s int, dx, dy float64) string {
	b := make([]byte, 0, 64+len(c.path)*57)
	b = binary.AppendVarint(b, int64(w))
	b = binary.AppendVarint(b, int64(h))
	b = binary.AppendVarint(b, int64(k))
	b = binary.AppendVarint(b, int64(s))
	float := func(v float64) { b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v)) }
	if stroke {
		b = append(b, 's')
		float(c.st.lineWidth)
		for _, d := range c.st.dash {
			float(d)
		}
	}
	for _, seg := range c.path {
		b = append(b, byte(seg.kind))
		float(seg.x + dx) // as path.draw moves it
		float(seg.y + dy)
		for _, v := range []float64{seg.rx, seg.ry, seg.rot, seg.start, seg.sweep} {
			float(v)
		}
	}
	return string(b)
}

// scaleUp returns a w x h mask whose pixel (x, y) is m's, s times smaller,
// at ((x+0.5)/s - 0.5, (y+0.5)/s - 0.5), interpolated bilinearly (edges
// repeated). Each column's two source columns and weight are worked out
// once, each row's once.
func scaleUp(m *image.Alpha, s, w, h int) *image.Alpha {
	out := image.NewAlpha(image.Rect(0, 0, w, h))
	mw, mh := m.Rect.Dx(), m.Rect.Dy()
	cols := make([]sample, w)
	for x := range cols {
		cols[x] = sampleAt(x, s, mw)
	}
	for y := range h {
		r := sampleAt(y, s, mh)
		above, below := m.Pix[r.i*mw:(r.i+1)*mw], m.Pix[r.j*mw:(r.j+1)*mw]
		dst := out.Pix[y*w : (y+1)*w]
		for x, c := range cols {
			top := float64(above[c.i])*(1-c.t) + float64(above[c.j])*c.t
			bottom := float64(below[c.i])*(1-c.t) + float64(below[c.j])*c.t
			dst[x] = uint8(math.Round(top*(1-r.t) + bottom*r.t))
		}
	}
	return out
}

// sample is where scaleUp reads one output column (or row): between
// source columns i and j (clamped to the mask), at weight t of the way.
type sample struct {
	i, j int
	t    float64
}

// sampleAt returns the sample of output index x of a mask n pixels long,
// s times smaller.
func sampleAt(x, s, n int) sample {
	f := (float64(x)+0.5)/float64(s) - 0.5
	i := int(math.Floor(f))
	return sample{min(max(i, 0), n-1), min(max(i+1, 0), n-1), f - float64(i)}
}

// boxBlurs blurs the w x h values of pix (row after row) three times
// along the rows and down the columns, in turn: each value becomes the
// mean of the 2k+1 around it, counting those off the mask as 0, rounded.
// Down the columns it keeps a row of running sums, so that it reads the
// mask in order; it divides by multiplying, exactly (the sums stay far
// below 2^32 / (2k+1)): a Worker blurs a preview's shadows this way in
// two thirds of the time (issue 23).
func boxBlurs(pix []uint8, w, h, k int) {
	if k <= 0 {
		return
	}
	width := uint64(2*k + 1)
	mul := 1<<32/width + 1
	mean := func(sum uint32) uint8 { return uint8((uint64(sum) + width/2) * mul >> 32) }
	tmp := make([]uint8, len(pix))
	for range 3 {
		for y := range h { // along the row, from pix into tmp
			src, dst := pix[y*w:(y+1)*w], tmp[y*w:(y+1)*w]
			sum := uint32(0)
			for x := 0; x < k && x < w; x++ {
				sum += uint32(src[x])
			}
			for x := range dst {
				if x+k < w {
					sum += uint32(src[x+k])
				}
				if x > k {
					sum -= uint32(src[x-k-1])
				}
				dst[x] = mean(sum)
			}
		}
		sums := make([]uint32, w) // down the columns, from tmp back into pix
		for y := 0; y < k && y < h; y++ {
			for x, v := range tmp[y*w : (y+1)*w] {
				sums[x] += uint32(v)
			}
		}
		for y := range h {
			if y+k < h {
				for x, v := range tmp[(y+k)*w : (y+k+1)*w] {
					sums[x] += uint32(v)
				}
			}
			if y > k {
				for x, v := range tmp[(y-k-1)*w : (y-k)*w] {
					sums[x] -= uint32(v)
				}
			}
			dst := pix[y*w : (y+1)*w]
			for x, sum := range sums {
				dst[x] = mean(sum)
			}
		}
	}
}
