package raster

import (
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"slices"
	"sync"
)

// Paletted returns img reduced to at most colours colours (1 to 256), for a
// small PNG: colours are grouped in buckets of 8 levels a channel (alpha
// included), the most used buckets give the palette (each its colours' mean), and
// every pixel takes the nearest colour of the palette, without dithering
// (a board's flat areas stay flat, and compress well). A board has few
// distinct colours and long runs of one: the image is read once, as runs,
// and each run is counted, then written, at once.
func Paletted(img *image.RGBA, colours int) *image.Paletted {
	counts, runs := colourRuns(img)
	defer keptRuns.Put(&runs)
	defer keptTables.Put(counts)
	pal := palette(counts, colours)
	near := newNearest(pal)
	index := make([]uint8, len(counts.colours)) // by colour number
	for id, c := range counts.colours {
		index[id] = uint8(near.index(unpack(c)))
	}
	out := image.NewPaletted(img.Bounds(), pal)
	pix, at := out.Pix, 0
	for _, r := range runs {
		v, end := index[r.id], at+int(r.n)
		if end-at >= 16 {
			fill(pix[at:end], v)
			at = end
		}
		for ; at < end; at++ { // most runs: set here, without a call
			pix[at] = v
		}
	}
	return out
}

// run is a row's pixels of one colour, side by side: n of the colour
// numbered id.
type run struct {
	id, n int32
}

// keptRuns and keptTables keep the runs (a *[]run) and the colour tables
// (of colours, and of buckets) Paletted used, for the next image: a
// preview's runs are a megabyte and a half, and its table of colours
// grows to 32,768 slots.
var keptRuns, keptTables sync.Pool

// colourRuns counts the pixels of each colour of img, and returns its
// runs, row after row, in a table and a slice keptTables and keptRuns
// may give. It compares two pixels at a time while they are the run's
// colour.
func colourRuns(img *image.RGBA) (*colourTable, []run) {
	counts := emptyTable()
	b := img.Bounds()
	var runs []run
	if kept, ok := keptRuns.Get().(*[]run); ok {
		runs = (*kept)[:0]
	} else {
		runs = make([]run, 0, b.Dx()*b.Dy()/4) // a board's: a run of 6 pixels on average
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for i := 0; i < len(row); {
			c := pack(row[i:])
			two := uint64(c) | uint64(c)<<32
			j := i + 4
			for j+8 <= len(row) && binary.LittleEndian.Uint64(row[j:]) == two {
				j += 8
			}
			for j < len(row) && pack(row[j:]) == c {
				j += 4
			}
			n := (j - i) / 4
			runs = append(runs, run{counts.add(c, n), int32(n)})
			i = j
		}
	}
	return counts, runs
}

// emptyTable returns an empty colour table: one keptTables gave, or a new
// one.
func emptyTable() *colourTable {
	if t, ok := keptTables.Get().(*colourTable); ok {
		t.reset()
		return t
	}
	return newColourTable()
}

// fill sets every byte of p (not empty) to v, copying what is set.
func fill(p []uint8, v uint8) {
	p[0] = v
	for k := 1; k < len(p); k *= 2 {
		copy(p[k:], p[:k])
	}
}

// palette returns the mean colours of the n most used buckets of counts,
// in an order that depends on counts alone (so an image always gives the
// same PNG). The buckets are numbered in a colour table of their own.
func palette(counts *colourTable, n int) color.Palette {
	buckets := emptyTable()
	defer keptTables.Put(buckets)
	type sums struct{ r, g, b, a int } // of the bucket's pixels' channels
	var all []sums
	counts.each(func(c uint32, n int) {
		id := buckets.add(c>>3&0x1f1f1f1f, n)
		if int(id) == len(all) {
			all = append(all, sums{})
		}
		rgba, s := unpack(c), &all[id]
		s.r += n * int(rgba.R)
		s.g += n * int(rgba.G)
		s.b += n * int(rgba.B)
		s.a += n * int(rgba.A)
	})
	// Most used first; ties in an order that depends on the keys alone,
	// yet spreads over the colours (as a sort by key would not).
	order := make([]int32, len(all))
	for i := range order {
		order[i] = int32(i)
	}
	used := func(id int32) int { return int(buckets.n[id]) }
	spread := func(id int32) uint32 { return buckets.colours[id] * 0x9e3779b1 }
	slices.SortFunc(order, func(i, j int32) int {
		if c := cmp.Compare(used(j), used(i)); c != 0 {
			return c
		}
		return cmp.Compare(spread(i), spread(j))
	})
	pal := make(color.Palette, 0, n)
	for _, id := range order[:min(n, len(order))] {
		s, k := all[id], used(id)
		pal = append(pal, color.RGBA{uint8(s.r / k), uint8(s.g / k), uint8(s.b / k), uint8(s.a / k)})
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
