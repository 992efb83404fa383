package raster

import (
	"image/color"
	"math"
	"slices"
)

// nearest finds the colour of a palette nearest to a colour (squared
// distance over the four channels; of equals, the first in the palette).
// It keeps the palette in order of red, and looks outwards from the
// colour's red until no colour left can be nearer.
type nearest struct {
	byRed []entry
	from  [256]int // from[r]: where the colours of red r or more begin in byRed
}

// entry is a colour of the palette and its index there.
type entry struct {
	c color.RGBA
	i int
}

// newNearest returns the search over pal, a palette of color.RGBA.
func newNearest(pal color.Palette) *nearest {
	n := &nearest{byRed: make([]entry, len(pal))}
	for i, c := range pal {
		n.byRed[i] = entry{c.(color.RGBA), i}
	}
	slices.SortStableFunc(n.byRed, func(a, b entry) int { return int(a.c.R) - int(b.c.R) })
	at := 0
	for r := range n.from {
		for at < len(n.byRed) && int(n.byRed[at].c.R) < r {
			at++
		}
		n.from[r] = at
	}
	return n
}

// index returns the palette index of the colour nearest to c.
func (n *nearest) index(c color.RGBA) int {
	best, bestD := 0, math.MaxInt
	try := func(e entry) {
		dr, dg, db, da := int(e.c.R)-int(c.R), int(e.c.G)-int(c.G), int(e.c.B)-int(c.B), int(e.c.A)-int(c.A)
		if d := dr*dr + dg*dg + db*db + da*da; d < bestD || d == bestD && e.i < best {
			best, bestD = e.i, d
		}
	}
	at := n.from[c.R]
	for lo, hi := at-1, at; lo >= 0 || hi < len(n.byRed); lo, hi = lo-1, hi+1 {
		if lo >= 0 {
			if dr := int(c.R) - int(n.byRed[lo].c.R); dr*dr > bestD {
				lo = -1 // every colour further down is further off
			} else {
				try(n.byRed[lo])
			}
		}
		if hi < len(n.byRed) {
			if dr := int(n.byRed[hi].c.R) - int(c.R); dr*dr > bestD {
				hi = len(n.byRed) // likewise up
			} else {
				try(n.byRed[hi])
			}
		}
	}
	return best
}
