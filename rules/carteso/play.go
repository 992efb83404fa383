package carteso

import "tessera/rules"

// Apply plays m, a move Legal listed in this position. A placement resets
// the count of passes, joins the stone to its neighbours of its colour, and
// lets the owner of every group it finished claim it; a second pass in a
// row ends the game. The stone's group is tested unless a point just
// outside its box is known to be open to it: an empty neighbour of the
// stone, or an escape point of a group it joined.
func (s *State) Apply(m rules.Move) {
	p, c, ok := Placement(m)
	if !ok {
		s.passes++
		s.toMove = s.toMove.Other()
		if s.passes == 2 {
			s.toMove = rules.NoPlayer
		}
		return
	}
	s.passes = 0
	s.lastPlacer = s.toMove
	s.toMove = s.toMove.Other()
	root := s.place(p, c)
	g := &s.nodes[root]
	if g.claimer == rules.NoPlayer {
		if !g.direct {
			s.escapeNextTo(g, p)
		}
		if g.escape == noPoint {
			s.claimIfFinished(root)
		}
	}
	if s.watched(p, 1-c) {
		s.claimClosedIn(p, 1-c)
	}
	if g.claimer == rules.NoPlayer {
		if root == s.index(p) { // a new root: the groups it joined were listed under theirs
			s.list(root)
		}
		s.watch(g)
	}
}

// place puts a stone of colour c on p, merges it with its neighbours of
// its colour, and returns the index of its group's root.
func (s *State) place(p Point, c Colour) int {
	row, col, n := p.Row(), p.Col(), int(s.size)
	own := &s.stones[c]
	own[row] |= 1 << col
	root := row*n + col
	s.nodes[root] = group{
		parent: int16(root),
		minRow: int8(row), maxRow: int8(row), minCol: int8(col), maxCol: int8(col),
		size: 1, colour: c, claimer: rules.NoPlayer, escape: noPoint,
	}
	if col > 0 && own[row]&(1<<(col-1)) != 0 {
		root = s.union(root, row*n+col-1)
	}
	if col < n-1 && own[row]&(1<<(col+1)) != 0 {
		root = s.union(root, row*n+col+1)
	}
	if row > 0 && own[row-1]&(1<<col) != 0 {
		root = s.union(root, row*n+col-n)
	}
	if row < n-1 && own[row+1]&(1<<col) != 0 {
		root = s.union(root, row*n+col+n)
	}
	return root
}

// escapeNextTo records an empty neighbour of p, a stone of g, outside g's
// box as g's escape point, if there is one.
func (s *State) escapeNextTo(g *group, p Point) {
	row, col, n := p.Row(), p.Col(), int(s.size)
	switch {
	case col > 0 && int(g.minCol) == col && s.Empty(row)&(1<<(col-1)) != 0:
		g.escape = At(col-1, row)
	case col < n-1 && int(g.maxCol) == col && s.Empty(row)&(1<<(col+1)) != 0:
		g.escape = At(col+1, row)
	case row > 0 && int(g.minRow) == row && s.Empty(row-1)&(1<<col) != 0:
		g.escape = At(col, row-1)
	case row < n-1 && int(g.maxRow) == row && s.Empty(row+1)&(1<<col) != 0:
		g.escape = At(col, row+1)
	default:
		return
	}
	g.direct = true
}

// claimWalledIn tests again the open groups of colour c (the colour a stone
// on p was not) that the stone may have closed in, and takes the stale
// entries off their list. Nothing outside a group's box grown by one point
// bears on whether it is finished. A group whose fill was last seen
// escaping through another point still escapes through it if that point
// is next to one of its stones, or if the stone is outside the box itself,
// which leaves the fill inside the box as it was; a stone on that point
// would have had the group tested again. So only groups that escape
// through p, and those whose escape is not next to a stone that hold p in
// their box, are tested.
func (s *State) claimWalledIn(p Point, c Colour) {
	row, col := p.Row(), p.Col()
	list := s.openList(c)
	for i := 0; i < len(list); {
		root := int(list[i])
		g := &s.nodes[root]
		switch {
		case int(g.parent) != root || g.claimer != rules.NoPlayer: // stale
			list[i] = list[len(list)-1]
			list = list[:len(list)-1]
			continue
		case p != g.escape && (g.direct || !g.holds(row, col)): // still escapes
		case s.claimIfFinished(root):
			continue // stale now
		default:
			s.watch(g)
		}
		i++
	}
	s.listed[c] = int16(len(list))
}
