package raster

import (
	"image"
	"image/color"
	"sort"
)

// Paletted returns img reduced to at most 256 colours, for a small PNG:
// colours are grouped in buckets of 8 levels a channel (alpha included),
// the most used 256 buckets give the palette (each its colours' mean), and
// every pixel takes the nearest colour of the palette, without dithering
// (a board's flat areas stay flat, and compress well).
func Paletted(img *image.RGBA) *image.Paletted {
	type bucket struct {
		n          int
		r, g, b, a int
	}
	buckets := map[uint32]*bucket{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for i := 0; i < len(row); i += 4 {
			key := uint32(row[i]>>3)<<15 | uint32(row[i+1]>>3)<<10 | uint32(row[i+2]>>3)<<5 | uint32(row[i+3]>>3)
			k := buckets[key]
			if k == nil {
				k = &bucket{}
				buckets[key] = k
			}
			k.n++
			k.r += int(row[i])
			k.g += int(row[i+1])
			k.b += int(row[i+2])
			k.a += int(row[i+3])
		}
	}
	all := make([]*bucket, 0, len(buckets))
	for _, k := range buckets {
		all = append(all, k)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].n > all[j].n })
	pal := make(color.Palette, 0, 256)
	for _, k := range all[:min(256, len(all))] {
		pal = append(pal, color.RGBA{uint8(k.r / k.n), uint8(k.g / k.n), uint8(k.b / k.n), uint8(k.a / k.n)})
	}
	out := image.NewPaletted(b, pal)
	nearest := map[color.RGBA]uint8{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			i, ok := nearest[c]
			if !ok {
				i = uint8(closest(pal, c))
				nearest[c] = i
			}
			out.SetColorIndex(x, y, i)
		}
	}
	return out
}

// closest returns the index of the colour of pal nearest to c (squared
// distance over the four channels).
func closest(pal color.Palette, c color.RGBA) int {
	best, bestD := 0, -1
	for i, p := range pal {
		q := p.(color.RGBA)
		dr, dg, db, da := int(q.R)-int(c.R), int(q.G)-int(c.G), int(q.B)-int(c.B), int(q.A)-int(c.A)
		if d := dr*dr + dg*dg + db*db + da*da; bestD < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best
}
