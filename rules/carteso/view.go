package carteso

import "tessera/rules"

// Group is a group as a board view shows it.
type Group struct {
	Colour   Colour
	Stones   []Point // row by row, bottom to top, then left to right
	MinRow   int     // the bounding box, rows and columns counted from 0
	MaxRow   int
	MinCol   int
	MaxCol   int
	Owner    rules.Player // who owns it now by its span (NoPlayer only for a square group before any placement)
	Finished bool         // no series of placements can make it span more rows or columns
	Claimer  rules.Player // who claimed it, NoPlayer while unclaimed; kept for good
}

// Rows returns how many rows g spans.
func (g Group) Rows() int { return g.MaxRow - g.MinRow + 1 }

// Cols returns how many columns g spans.
func (g Group) Cols() int { return g.MaxCol - g.MinCol + 1 }

// Groups returns every group on the board, in the order of their lowest,
// then leftmost, stone.
func (s *State) Groups() []Group {
	n := int(s.size)
	var groups []Group
	at := map[int]int{} // root index to position in groups
	for r := range n {
		for c := range n {
			p := At(c, r)
			if s.At(p) == NoColour {
				continue
			}
			root := s.find(s.index(p))
			k, ok := at[root]
			if !ok {
				k = len(groups)
				at[root] = k
				groups = append(groups, s.describe(&s.nodes[root]))
			}
			groups[k].Stones = append(groups[k].Stones, p)
		}
	}
	return groups
}

// GroupAt returns the group of the stone on p, and false if p is empty.
func (s *State) GroupAt(p Point) (Group, bool) {
	if s.At(p) == NoColour {
		return Group{}, false
	}
	root := s.find(s.index(p))
	g := s.describe(&s.nodes[root])
	for r := g.MinRow; r <= g.MaxRow; r++ {
		for c := g.MinCol; c <= g.MaxCol; c++ {
			q := At(c, r)
			if s.At(q) == g.Colour && s.find(s.index(q)) == root {
				g.Stones = append(g.Stones, q)
			}
		}
	}
	return g, true
}

// describe returns the view of g, a root, without its stones. A group is
// claimed exactly when it is finished: every placement lets the owners
// claim the groups it finished, and finished groups stay finished.
func (s *State) describe(g *group) Group {
	return Group{
		Colour: g.colour,
		MinRow: int(g.minRow), MaxRow: int(g.maxRow), MinCol: int(g.minCol), MaxCol: int(g.maxCol),
		Owner:    s.owner(g),
		Finished: g.claimer != rules.NoPlayer,
		Claimer:  g.claimer,
	}
}
