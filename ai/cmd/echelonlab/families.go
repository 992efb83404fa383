package main

import (
	"math/rand/v2"
	"slices"
)

// family is a kind of start the search draws from.
type family struct {
	name string
	draw func(rng *rand.Rand) layout
}

// families returns the kinds of start searched. Every one is
// interlocked, most of them compact around the centre: starts whose
// armies stand apart let a stomp be followed by a stack win within a few
// plies.
func families() []family {
	return []family{
		{"stripes", stripes},
		{"block", func(rng *rand.Rand) layout {
			return pairsWithin(rng, 2, 9, 3)
		}},
		{"hexagon3", func(rng *rand.Rand) layout {
			return pairsWithin(rng, 3, 10, 0)
		}},
		{"hexagon4", func(rng *rand.Rand) layout {
			return pairsWithin(rng, 4, 10, 0)
		}},
		{"couples", couples},
		{"lattice", lattice},
		{"guarded", guarded},
	}
}

// lattice draws ten opposite pairs from one of the three spacing-2
// lattices that miss the centre (cells whose offsets from the centre are
// both even, shifted by one step), each pair coloured at random: every
// piece sees the pieces around it two cells away along its lines, across
// one empty cell, so a pile is in reach of enemies anywhere while every
// piece has room to slide.
func lattice(rng *rand.Rand) layout {
	shift := [3][2]int{{1, 0}, {0, 1}, {1, 1}}[rng.IntN(3)]
	n := board.Side() - 1
	var reds []int
	for c := range board.Len() {
		q, r := board.Coord(c)
		if (q-n+shift[0])%2 == 0 && (r-n+shift[1])%2 == 0 && c < board.Opposite(c) {
			reds = append(reds, c)
		}
	}
	// The pairs nearest the centre, ties broken at random.
	rng.Shuffle(len(reds), func(i, j int) { reds[i], reds[j] = reds[j], reds[i] })
	slices.SortStableFunc(reds, func(a, b int) int { return distance(a) - distance(b) })
	reds = slices.Clip(reds[:min(10, len(reds))])
	for i := range reds {
		if rng.IntN(2) == 0 {
			reds[i] = board.Opposite(reds[i])
		}
	}
	l, _ := makeLayout(reds)
	return l
}

// couples draws five couples, a red piece beside a blue one, on cells
// within four of the centre, and their reflections: the armies spread
// over the board, yet every piece has an enemy beside it.
func couples(rng *rand.Rand) layout {
	var within []int
	for c := range board.Len() {
		if d := distance(c); d >= 1 && d <= 4 {
			within = append(within, c)
		}
	}
	for {
		var cells []int
		for range 5 {
			red := within[rng.IntN(len(within))]
			near := board.Neighbors(red)
			blue := near[rng.IntN(len(near))]
			cells = append(cells, red, board.Opposite(blue))
		}
		if l, ok := makeLayout(cells); ok {
			return l
		}
	}
}

// pairsWithin draws n opposite pairs of cells within radius of the
// centre, each coloured at random, and, when ring is set, the rest of the
// ten pairs on that ring.
func pairsWithin(rng *rand.Rand, radius, n, ring int) layout {
	pick := func(ok func(d int) bool, k int) []int {
		var reds []int
		for c := range board.Len() {
			if c < board.Opposite(c) && ok(distance(c)) {
				reds = append(reds, c)
			}
		}
		rng.Shuffle(len(reds), func(i, j int) { reds[i], reds[j] = reds[j], reds[i] })
		reds = reds[:k]
		for i := range reds {
			if rng.IntN(2) == 0 {
				reds[i] = board.Opposite(reds[i])
			}
		}
		return reds
	}
	cells := pick(func(d int) bool { return d >= 1 && d <= radius }, n)
	if ring > 0 {
		cells = append(cells, pick(func(d int) bool { return d == ring }, 10-n)...)
	}
	l, _ := makeLayout(slices.Clip(cells))
	return l
}

// stripes draws a block of stripes: the cells within two of the centre
// in rows of one colour alternating across the block, the centre row
// split half and half, and one pair on the ring around the block.
func stripes(rng *rand.Rand) layout {
	flip, split := rng.IntN(2), rng.IntN(2)
	var cells []int
	n := board.Side() - 1
	for c := range board.Len() {
		q, r := board.Coord(c)
		d := distance(c)
		switch {
		case d == 0 || d > 2:
		case r != n && (r-n+4+flip)%2 == 0 && r < n:
			cells = append(cells, c)
		case r != n && (r-n+4+flip)%2 == 1 && r > n:
			cells = append(cells, c)
		case r == n && (q < n) == (split == 0):
			cells = append(cells, c)
		}
	}
	var ring []int
	for c := range board.Len() {
		if distance(c) == 3 {
			ring = append(ring, c)
		}
	}
	cells = append(cells, ring[rng.IntN(len(ring))])
	l, _ := makeLayout(cells)
	return l
}
