package carteso

import "tessera/rules"

// A stone of one colour can finish an open group of the other colour only
// on the group's escape point, or, when that point is not next to one of
// the group's stones, anywhere in the group's box (see claimWalledIn).
// Each colour keeps those points as bitboards: escapes for the first kind,
// boxes, the grown boxes, for the second. Points are never taken out: a
// point matters only while it is empty, and one a group has moved on from
// costs only a needless look.

// watch adds to the bitboards of g's colour the points where a stone of
// the other colour may finish g, an open group.
func (s *State) watch(g *group) {
	if g.direct {
		s.escapes[g.colour][g.escape.Row()] |= 1 << g.escape.Col()
		return
	}
	w := &s.boxes[g.colour]
	cols := (uint32(4)<<g.maxCol - uint32(1)<<max(g.minCol-1, 0)) & s.full()
	for r := max(int(g.minRow)-1, 0); r <= min(int(g.maxRow)+1, int(s.size)-1); r++ {
		w[r] |= cols
	}
}

// watched says whether a stone on p, of the other colour, may finish an
// open group of colour c.
func (s *State) watched(p Point, c Colour) bool {
	return (s.boxes[c][p.Row()]|s.escapes[c][p.Row()])&(1<<p.Col()) != 0
}

// claimClosedIn lets the owners of the open groups of colour c that a
// stone just placed on p, a watched point, of the other colour, finished
// claim them. On a point of no group's box it looks only at the groups
// next to p, whose escape point p may have been.
func (s *State) claimClosedIn(p Point, c Colour) {
	row, bit := p.Row(), uint32(1)<<p.Col()
	switch {
	case s.boxes[c][row]&bit != 0:
		s.claimWalledIn(p, c)
	case s.escapes[c][row]&bit != 0:
		col, n := p.Col(), int(s.size)
		own := &s.stones[c]
		if col > 0 && own[row]&(bit>>1) != 0 {
			s.claimEscaping(row*n+col-1, p)
		}
		if col < n-1 && own[row]&(bit<<1) != 0 {
			s.claimEscaping(row*n+col+1, p)
		}
		if row > 0 && own[row-1]&bit != 0 {
			s.claimEscaping(row*n+col-n, p)
		}
		if row < n-1 && own[row+1]&bit != 0 {
			s.claimEscaping(row*n+col+n, p)
		}
	}
}

// claimEscaping tests again the group of the stone at index i if it is
// open and escapes through p, where a stone of the other colour was just
// placed.
func (s *State) claimEscaping(i int, p Point) {
	root := s.find(i)
	if g := &s.nodes[root]; g.claimer == rules.NoPlayer && g.escape == p && !s.claimIfFinished(root) {
		s.watch(g)
	}
}
