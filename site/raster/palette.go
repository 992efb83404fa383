package raster

import (
	"encoding/binary"
	"image"
	"image/color"
	"sort"
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

// keptRuns and keptTables keep the runs (a *[]run) and the colour table
// of the last image Paletted read, for the next: a preview's runs are a
// megabyte and a half, and its table grows to 32,768 slots.
var keptRuns, keptTables sync.Pool

// colourRuns counts the pixels of each colour of img, and returns its
// runs, row after row, in a table and a slice keptTables and keptRuns
// may give. It compares two pixels at a time while they are the run's
// colour.
func colourRuns(img *image.RGBA) (*colourTable, []run) {
	counts, ok := keptTables.Get().(*colourTable)
	if ok {
		counts.reset()
	} else {
		counts = newColourTable()
	}
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

// fill sets every byte of p (not empty) to v, copying what is set.
func fill(p []uint8, v uint8) {
	p[0] = v
	for k := 1; k < len(p); k *= 2 {
		copy(p[k:], p[:k])
	}
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
