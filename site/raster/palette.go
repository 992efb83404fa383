package raster

import (
	"encoding/binary"
	"image"
	"image/color"
	"sort"
)

// Paletted returns img reduced to at most colours colours (1 to 256), for a
// small PNG: colours are grouped in buckets of 8 levels a channel (alpha
// included), the most used buckets give the palette (each its colours' mean), and
// every pixel takes the nearest colour of the palette, without dithering
// (a board's flat areas stay flat, and compress well). A board has few
// distinct colours and long runs of one: both are counted once.
func Paletted(img *image.RGBA, colours int) *image.Paletted {
	counts := colourCounts(img)
	pal := palette(counts, colours)
	near := newNearest(pal)
	index := make([]uint8, len(counts.keys)) // by counts' slot
	for i, n := range counts.n {
		if n > 0 {
			index[i] = uint8(near.index(unpack(counts.keys[i])))
		}
	}
	b := img.Bounds()
	out := image.NewPaletted(b, pal)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		dst := out.Pix[out.PixOffset(b.Min.X, y):]
		last, at := uint32(0), uint8(0)
		for i := 0; i < len(row); i += 4 {
			c := pack(row[i:])
			if i == 0 || c != last {
				last, at = c, index[counts.slot(c)]
			}
			dst[i/4] = at
		}
	}
	return out
}

// colourCounts counts the pixels of each colour of img.
func colourCounts(img *image.RGBA) *colourTable {
	counts := newColourTable()
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		run, last := 0, uint32(0)
		for i := 0; i < len(row); i += 4 {
			c := pack(row[i:])
			if run > 0 && c != last {
				counts.add(last, run)
				run = 0
			}
			last = c
			run++
		}
		if run > 0 {
			counts.add(last, run)
		}
	}
	return counts
}

// palette returns the mean colours of the n most used buckets of counts,
// in an order that depends on counts alone (so an image always gives the
// same PNG).
func palette(counts *colourTable, n int) color.Palette {
	type bucket struct {
		key           uint32
		n, r, g, b, a int
	}
	buckets := map[uint32]*bucket{}
	counts.each(func(c uint32, n int) {
		key := c >> 3 & 0x1f1f1f1f
		k := buckets[key]
		if k == nil {
			k = &bucket{key: key}
			buckets[key] = k
		}
		rgba := unpack(c)
		k.n += n
		k.r += n * int(rgba.R)
		k.g += n * int(rgba.G)
		k.b += n * int(rgba.B)
		k.a += n * int(rgba.A)
	})
	all := make([]*bucket, 0, len(buckets))
	for _, k := range buckets {
		all = append(all, k)
	}
	// Most used first; ties in an order that depends on the keys alone,
	// yet spreads over the colours (as a sort by key would not).
	spread := func(k *bucket) uint32 { return k.key * 0x9e3779b1 }
	sort.Slice(all, func(i, j int) bool {
		return all[i].n > all[j].n || all[i].n == all[j].n && spread(all[i]) < spread(all[j])
	})
	pal := make(color.Palette, 0, n)
	for _, k := range all[:min(n, len(all))] {
		pal = append(pal, color.RGBA{uint8(k.r / k.n), uint8(k.g / k.n), uint8(k.b / k.n), uint8(k.a / k.n)})
	}
	return pal
}

// pack returns the colour of the pixel p starts with (R, G, B, A bytes)
// as one number, read in one load.
func pack(p []uint8) uint32 { return binary.LittleEndian.Uint32(p) }

// unpack returns the colour pack gave c.
func unpack(c uint32) color.RGBA {
	return color.RGBA{uint8(c), uint8(c >> 8), uint8(c >> 16), uint8(c >> 24)}
}
