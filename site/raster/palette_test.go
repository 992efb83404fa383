package raster

import (
	"bytes"
	"image"
	"image/color"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPalettedKeepsFewColours: an image of few colours keeps them exactly
// (in runs of 7 pixels, and of 23 and more), and an image of many gets 256
// colours, each pixel near its own, the same each time.
func TestPalettedKeepsFewColours(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	cols := []color.RGBA{{255, 0, 0, 255}, {0, 0, 255, 255}, {0, 0, 0, 0}, {20, 20, 20, 128}}
	for y := range 64 {
		for x := range 64 {
			w := 7
			if y >= 32 {
				w = 23
			}
			img.SetRGBA(x, y, cols[(x/w+y/5)%len(cols)])
		}
	}
	p := Paletted(img, 256)
	if len(p.Palette) != len(cols) {
		t.Errorf("%d colours in the palette, want %d", len(p.Palette), len(cols))
	}
	for y := range 64 {
		for x := range 64 {
			if got, want := p.At(x, y), img.RGBAAt(x, y); got != color.Color(want) {
				t.Fatalf("pixel (%d, %d) is %v, want %v", x, y, got, want)
			}
		}
	}

	many := image.NewRGBA(image.Rect(0, 0, 256, 256))
	for y := range 256 {
		for x := range 256 {
			many.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	q := Paletted(many, 256)
	if len(q.Palette) != 256 {
		t.Errorf("%d colours in the palette, want 256", len(q.Palette))
	}
	if fewer := Paletted(many, 100); len(fewer.Palette) != 100 {
		t.Errorf("asked for 100 colours, got %d", len(fewer.Palette))
	}
	for range 3 { // many buckets tie: the order must not follow a map's
		if again := Paletted(many, 256); !slices.Equal(again.Palette, q.Palette) || !bytes.Equal(again.Pix, q.Pix) {
			t.Fatal("the same image gave two different palette images")
		}
	}
	for y := 0; y < 256; y += 17 {
		for x := 0; x < 256; x += 13 {
			got := q.At(x, y).(color.RGBA)
			want := many.RGBAAt(x, y)
			d := max(diff(got.R, want.R), diff(got.G, want.G), diff(got.B, want.B))
			if d > 64 {
				t.Errorf("pixel (%d, %d) is %v, want near %v", x, y, got, want)
			}
		}
	}
}

func diff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// colourRuns counts each colour's pixels as a map would, through the
// table's growth, in a table another image left: runs of one colour, and
// more colours than the table's first size.
func TestColourCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	img := image.NewRGBA(image.Rect(0, 0, 300, 200))
	want := map[uint32]int{}
	for y := range 200 {
		for x := range 300 {
			c := color.RGBA{uint8(rng.IntN(40)), uint8(rng.IntN(40)), uint8(rng.IntN(8)), 255}
			if x%3 != 0 { // runs of three, across rows too
				c = img.RGBAAt(x-1, y)
			}
			img.SetRGBA(x, y, c)
			want[pack([]uint8{c.R, c.G, c.B, c.A})]++
		}
	}
	Paletted(image.NewRGBA(image.Rect(0, 0, 50, 50)), 4) // a table and runs left to reuse
	counts, _ := colourRuns(img)
	got := map[uint32]int{}
	counts.each(func(c uint32, n int) { got[c] = n })
	if !maps.Equal(got, want) {
		t.Errorf("%d colours counted, want %d; the counts differ", len(got), len(want))
	}
	if len(want) <= 1<<12 {
		t.Errorf("only %d colours: the table never grew", len(want))
	}
}
