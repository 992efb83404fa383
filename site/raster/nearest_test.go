package raster

import (
	"image/color"
	"math/rand/v2"
	"testing"
)

// TestNearestIsTheClosest: the search from the colour's red finds what a
// scan of the whole palette finds, the first of equals included, on
// random palettes (some with repeated colours) and colours.
func TestNearestIsTheClosest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := func(levels int) color.RGBA {
		ch := func() uint8 { return uint8(rng.IntN(levels) * 255 / (levels - 1)) }
		return color.RGBA{ch(), ch(), ch(), ch()}
	}
	for trial := range 200 {
		levels := 2 + trial%30 // few levels: many ties
		pal := make(color.Palette, 1+rng.IntN(256))
		for i := range pal {
			pal[i] = random(levels)
		}
		n := newNearest(pal)
		for range 50 {
			c := random(256)
			best, bestD := 0, -1
			for i, p := range pal {
				q := p.(color.RGBA)
				dr, dg, db, da := int(q.R)-int(c.R), int(q.G)-int(c.G), int(q.B)-int(c.B), int(q.A)-int(c.A)
				if d := dr*dr + dg*dg + db*db + da*da; bestD < 0 || d < bestD {
					best, bestD = i, d
				}
			}
			if got := n.index(c); got != best {
				t.Fatalf("nearest to %v in %v: %d, want %d", c, pal, got, best)
			}
		}
	}
}
