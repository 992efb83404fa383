package iris

// The neighbours of cell (q, r) are (q±1, r), (q, r±1) and (q±1, r±1), so
// in a Layout of stride s = 2n-1 the neighbours of bit i are the bits i±1,
// i±s and i±(s+1): growing a set by its neighbours is a matter of shifts.
// Rows need no spare bit between them: a shift that runs off the end of a
// row lands on a cell off the board (the hexagon leaves the corners of its
// (2n-1)x(2n-1) square empty), which masking with a set of cells removes.

// Flood returns the cells of within connected to seed (a bit of within).
func (l *Layout) Flood(seed int, within Bits) Bits {
	var g Bits
	g.Set(seed)
	return l.flood(g, within)
}

// flood grows g (a subset of o) by its neighbours in o until it stops
// growing, and returns it.
func (l *Layout) flood(g, o Bits) Bits {
	if !l.narrow {
		return floodWide(g, o, l.stride)
	}
	g0, g1, g2 := flood3(g[0], g[1], g[2], o[0], o[1], o[2], l.stride)
	return Bits{g0, g1, g2, 0}
}

// flood3 is flood for boards of three words or fewer (sides up to 7), the
// playouts' hot loop: every word in a local, no call, and two growth
// steps between checks (WebAssembly pays for every backward branch).
func flood3(g0, g1, g2, o0, o1, o2 uint64, stride int) (uint64, uint64, uint64) {
	s, t := uint(stride)&63, uint(64-stride)&63
	for {
		n0, n1, n2 := g0, g1, g2
		for range 2 {
			// y holds n and each cell's right neighbour (+1), z n and its
			// left one (-1); y<<s and z>>s then add the rows above and
			// below.
			y0, y1, y2 := n0|n0<<1, n1|n1<<1|n0>>63, n2|n2<<1|n1>>63
			z0, z1, z2 := n0|n0>>1|n1<<63, n1|n1>>1|n2<<63, n2|n2>>1
			n0 = (y0 | y0<<s | z0 | z0>>s | z1<<t) & o0
			n1 = (y1 | y1<<s | y0>>t | z1 | z1>>s | z2<<t) & o1
			n2 = (y2 | y2<<s | y1>>t | z2 | z2>>s) & o2
		}
		if n0 == g0 && n1 == g1 && n2 == g2 {
			return g0, g1, g2
		}
		g0, g1, g2 = n0, n1, n2
	}
}

// floodWide is flood for boards of any size, word by word in loops.
func floodWide(g, o Bits, stride int) Bits {
	for {
		n := g.spread(stride).And(o)
		if n == g {
			return g
		}
		g = n
	}
}

// spread returns b with the neighbours of its cells in a layout of the
// given stride, and bits off the board too.
func (b Bits) spread(stride int) Bits {
	s, t := uint(stride)&63, uint(64-stride)&63
	var y, z, n Bits
	for w := range b {
		y[w], z[w] = b[w]|b[w]<<1, b[w]|b[w]>>1
		if w > 0 {
			y[w] |= b[w-1] >> 63
		}
		if w+1 < len(b) {
			z[w] |= b[w+1] << 63
		}
	}
	for w := range b {
		n[w] = y[w] | y[w]<<s | z[w] | z[w]>>s
		if w > 0 {
			n[w] |= y[w-1] >> t
		}
		if w+1 < len(b) {
			n[w] |= z[w+1] << t
		}
	}
	return n
}

// Adjacent says whether the cells of bits i and j are neighbours, from the
// difference of the bits alone.
func (l *Layout) Adjacent(i, j int) bool {
	// A shift by 64 or more gives 0: no branch for far cells.
	return l.adjacent>>uint(i-j+l.stride+1)&1 != 0
}
