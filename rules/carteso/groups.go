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
// root, and returns the merged group's root. A claimed group passes its
// claim on, and the stones of the unclaimed one now count for the claimer.
// The merged group keeps an escape point of either group that lies just
// outside its box: its fill, which is theirs (a stone of their colour
// enters no point the fill could not), still reaches it, and a point next
// to one of their stones is next to one of its stones. (Each group's escape
// point was just outside its box, so inside the merged box grown by one:
// it is just outside the merged box unless the merged box covers it.)
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
	a.minRow, a.maxRow = min(a.minRow, b.minRow), max(a.maxRow, b.maxRow)
	a.minCol, a.maxCol = min(a.minCol, b.minCol), max(a.maxCol, b.maxCol)
	a.size += b.size
	if a.escape == noPoint || a.covers(a.escape) {
		a.escape, a.direct = b.escape, b.direct
		if a.covers(a.escape) {
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

// list adds root, the root of an open group, to the open list of its
// colour. A group stays listed under that index until it is found claimed,
// or no longer a root, by the look claimWalledIn takes.
func (s *State) list(root int) {
	c := s.nodes[root].colour
	s.open[int(c)*len(s.nodes)+int(s.listed[c])] = int16(root)
	s.listed[c]++
}

// openList returns the open list of colour c: each open group's root,
// among entries gone stale.
func (s *State) openList(c Colour) []int16 {
	n := len(s.nodes)
	return s.open[int(c)*n : int(c)*n+int(s.listed[c])]
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
	return true
}
