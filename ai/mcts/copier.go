package mcts

import "tessera/rules"

// Copier is a rules.Position that can copy itself into dst, a position of
// the same game that its Clone returned (or a copy of one), making dst an
// independent copy and reusing dst's storage. A tree starts each iteration
// from a copy of its root: from a Copier it makes that copy into one
// scratch position it keeps, instead of cloning the root every time, which
// allocates.
type Copier interface {
	CopyTo(dst rules.Position)
}

// rootCopy returns a copy of the root position that the iteration may
// change: the tree's scratch position when the root is a Copier, else a
// clone.
func (t *Tree) rootCopy() rules.Position {
	c, ok := t.pos.(Copier)
	switch {
	case !ok:
		return t.pos.Clone()
	case t.scratch == nil:
		t.scratch = t.pos.Clone()
	default:
		c.CopyTo(t.scratch)
	}
	return t.scratch
}
