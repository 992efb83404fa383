package carteso

import "tessera/rules"

// index returns p's index in nodes.
func (s *State) index(p Point) int { return p.Row()*int(s.size) + p.Col() }

// find returns the root index of the group of the stone at index i. It
// never writes: union by size keeps the trees shallow.
func (s *State) find(i int) int {
	for int(s.nodes[i].parent) != i {
		i = int(s.nodes[i].parent)
	}
	return i
}

// union merges the group of the stone at index j into the group rooted at
// root, which is not open, and returns the merged group's root. A claimed
// group passes its claim on, and the stones of the unclaimed one now count
// for the claimer. The merged group keeps an escape point of either group
// that lies just outside its box: its fill, which is theirs (a stone of
// their colour enters no point the fill could not), still reaches it, and
// a point next to one of their stones is next to one of its stones.
func (s *State) union(root, j int) int {
	other := s.find(j)
	if other == root {
		return root
	}
	a, b := &s.nodes[root], &s.nodes[other]
	switch {
	case a.claimer != rules.NoPlayer:
		s.claimed[a.claimer] += b.size
	case b.claimer != rules.NoPlayer:
		s.claimed[b.claimer] += a.size
		a.claimer = b.claimer
	}
	s.close(b)
	a.minRow, a.maxRow = min(a.minRow, b.minRow), max(a.maxRow, b.maxRow)
	a.minCol, a.maxCol = min(a.minCol, b.minCol), max(a.maxCol, b.maxCol)
	a.size += b.size
	if a.escape == noPoint || !a.onRing(a.escape) {
		a.escape, a.direct = b.escape, b.direct
		if a.escape != noPoint && !a.onRing(a.escape) {
			a.escape, a.direct = noPoint, false
		}
	}
	if a.size-b.size < b.size { // keep the larger tree's root on top
		a.parent = int16(other)
		*b = *a
		return other
	}
	b.parent = int16(root)
	return root
}

// openGroup adds the group rooted at root, unclaimed, to the open list of
// its colour.
func (s *State) openGroup(root int) {
	g := &s.nodes[root]
	g.slot = s.nOpen[g.colour]
	s.openList(g.colour)[g.slot] = nearMask(g) | uint64(root)<<rootShift
	s.nOpen[g.colour]++
}

// openList returns the open list of colour c, with room for every group.
func (s *State) openList(c Colour) []uint64 {
	h := half(len(s.nodes))
	return s.open[int(c)*h : int(c)*h+h]
}

// rootShift places a root's index in an open list entry, above the bits
// nearMask uses.
const rootShift = 54

// nearMask returns g's bounding box grown by one point as two masks in one
// word: bit r+1 for each row r, and bit 32+c+1 for each column c, so that
// the rows and columns just outside the board fit.
func nearMask(g *group) uint64 {
	rows := uint64(2)<<(g.maxRow+2) - uint64(1)<<g.minRow
	cols := uint64(2)<<(g.maxCol+2) - uint64(1)<<g.minCol
	return rows | cols<<32
}

// close takes g, a root, off the open list of its colour if it is on it.
func (s *State) close(g *group) {
	if g.slot < 0 {
		return
	}
	list := s.openList(g.colour)
	s.nOpen[g.colour]--
	last := list[s.nOpen[g.colour]]
	list[g.slot] = last
	s.nodes[last>>rootShift].slot = g.slot
	g.slot = -1
}

// owner returns who owns g now: the player it is longer for, or if it is
// square, the opponent of the last player to place a stone.
func (s *State) owner(g *group) rules.Player {
	rows, cols := g.maxRow-g.minRow, g.maxCol-g.minCol
	switch {
	case rows > cols:
		return rules.First
	case cols > rows:
		return rules.Second
	}
	return s.lastPlacer.Other()
}

// claimIfFinished lets the owner of the open group rooted at root claim
// it if it is finished, and says whether it did.
func (s *State) claimIfFinished(root int) bool {
	if !s.finished(root) {
		return false
	}
	g := &s.nodes[root]
	g.claimer = s.owner(g)
	s.claimed[g.claimer] += g.size
	s.close(g)
	return true
}
