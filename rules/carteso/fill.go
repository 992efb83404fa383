package carteso

// finished says whether no series of placements can make the group rooted
// at root span
// more rows or columns: whether the flood fill from g through empty points
// and stones of g's colour stays inside g's bounding box. The fill runs
// inside the box and stops as soon as it touches a point just outside the
// box that it could enter: if it does, it records that point as g.escape.
func (s *State) finished(root int) bool {
	g := &s.nodes[root]
	n := int(s.size)
	row, col := root/n, root%n
	if g.size == 1 {
		return s.stoneFinished(g, row, col)
	}
	f := filler{
		wall: &s.stones[g.colour.Other()],
		full: s.full(),
		lo:   int(g.minRow), hi: int(g.maxRow), last: int(s.size) - 1,
		box: (uint32(1)<<(g.maxCol+1) - 1) &^ (uint32(1)<<g.minCol - 1),
	}
	e := f.fill(row, 1<<col)
	g.escape, g.direct = e, e != noPoint && s.touches(root, e)
	return e == noPoint
}

// stoneFinished is finished for g, a group of one stone in row row and
// column col: its box is its point, so it is finished when no neighbour is
// empty (a neighbour of its colour would be in the group).
func (s *State) stoneFinished(g *group, row, col int) bool {
	wide := uint32(5) << col >> 1 // the columns col-1..col+1
	if e := s.Empty(row) & wide &^ (1 << col); e != 0 {
		g.escape, g.direct = At(trailingZeros(e), row), true
		return false
	}
	for _, r := range [2]int{row - 1, row + 1} {
		if r >= 0 && r < int(s.size) && s.Empty(r)&(1<<col) != 0 {
			g.escape, g.direct = At(col, r), true
			return false
		}
	}
	g.escape, g.direct = noPoint, false
	return true
}

// touches says whether point e is next to a stone of the group rooted at
// root.
func (s *State) touches(root int, e Point) bool {
	n := int(s.size)
	row, col := e.Row(), e.Col()
	own := &s.stones[s.nodes[root].colour]
	return col > 0 && own[row]&(1<<(col-1)) != 0 && s.find(row*n+col-1) == root ||
		col < n-1 && own[row]&(1<<(col+1)) != 0 && s.find(row*n+col+1) == root ||
		row > 0 && own[row-1]&(1<<col) != 0 && s.find(row*n+col-n) == root ||
		row < n-1 && own[row+1]&(1<<col) != 0 && s.find(row*n+col+n) == root
}

// filler is a flood fill inside a box of rows lo..hi and columns box, that
// may enter the points of full not in wall.
type filler struct {
	wall         *bitboard
	full         uint32
	lo, hi, last int // last is the board's top row
	box          uint32
	x            [MaxSize + 2]uint32 // the fill so far: row r at r+1, rows lo-1 and hi+1 stay empty
}

// fill spreads the fill from seed, a point in row row, sweeping up and
// down the box until nothing changes, and returns a point outside the box
// it could enter, noPoint if there is none.
func (f *filler) fill(row int, seed uint32) Point {
	if e := f.set(row, seed); e != noPoint {
		return e
	}
	for changed := f.lo < f.hi; changed; {
		changed = false
		for r := f.lo; r <= f.hi; r++ {
			if v := (f.x[r] | f.x[r+1] | f.x[r+2]) & f.box &^ f.wall[r]; v != f.x[r+1] {
				if e := f.set(r, v); e != noPoint {
					return e
				}
				changed = true
			}
		}
		for r := f.hi; r >= f.lo; r-- {
			if v := (f.x[r] | f.x[r+1] | f.x[r+2]) & f.box &^ f.wall[r]; v != f.x[r+1] {
				if e := f.set(r, v); e != noPoint {
					return e
				}
				changed = true
			}
		}
	}
	return noPoint
}

// set sets row r of the fill to the runs of the points the fill may enter
// in the box that hold a point of seeds, and returns a point outside the
// box the fill then touches and could enter, noPoint if there is none.
func (f *filler) set(r int, seeds uint32) Point {
	open := f.full &^ f.wall[r]
	v := runs(seeds, open&f.box)
	f.x[r+1] = v
	if out := (v<<1 | v>>1) &^ f.box & open; out != 0 {
		return At(trailingZeros(out), r)
	}
	if r == f.lo && r > 0 {
		if out := v &^ f.wall[r-1]; out != 0 {
			return At(trailingZeros(out), r-1)
		}
	}
	if r == f.hi && r < f.last {
		if out := v &^ f.wall[r+1]; out != 0 {
			return At(trailingZeros(out), r+1)
		}
	}
	return noPoint
}

// runs returns the runs of consecutive set bits of m that hold a bit of
// seeds (a subset of m). Toward higher bits a subtraction does it: the
// borrow from the bit above each seed runs up to the next bit of m's
// complement or of seeds. Toward lower bits a Kogge-Stone fill does.
func runs(seeds, m uint32) uint32 {
	o := ^m | seeds
	up := m & (seeds | (o ^ (o - seeds<<1)))
	down, p := seeds, m
	down |= p & (down >> 1)
	p &= p >> 1
	down |= p & (down >> 2)
	p &= p >> 2
	down |= p & (down >> 4)
	p &= p >> 4
	down |= p & (down >> 8)
	p &= p >> 8
	down |= p & (down >> 16)
	return up | down
}
