package mcts

import "tessera/rules"

// Advance plays m, a legal move of the root position (either player's),
// and keeps the subtree below it as the new tree, its statistics and
// proofs intact. A move the tree has no node for starts a bare root.
func (t *Tree) Advance(m rules.Move) {
	t.pos.Apply(m)
	t.only = nil
	root := &t.nodes[0]
	lo, hi := root.children()
	c := lo
	for c < hi && t.nodes[c].move != m {
		c++
	}
	if c == hi {
		t.reset()
		return
	}
	// Copy the subtree breadth first into the spare buffer: each node's
	// children are copied side by side when the node is reached.
	t.spare = append(t.spare[:0], t.nodes[c])
	for k := 0; k < len(t.spare); k++ {
		if !t.spare[k].expanded() {
			continue
		}
		lo, hi := t.spare[k].children()
		t.spare[k].first = int32(len(t.spare))
		t.spare = append(t.spare, t.nodes[lo:hi]...)
	}
	t.nodes, t.spare = t.spare, t.nodes[:0]
}
