package mcts

// resolve proves node i from its children if it can, as minimax does: won
// for its mover once one child is won for the mover, else, once every
// child is proven, the best of their values. The children's proofs are for
// the node's mover, its own for the player who moved into it; the two may
// be the same player within a turn of several plies. It reports whether
// node i became proven. A node left open with a child proven drawn is
// marked as one its mover can draw at least.
func (t *Tree) resolve(i int32) bool {
	n := &t.nodes[i]
	lo, hi := n.children()
	best, open := Lost, false
	for c := lo; c < hi && best != Won; c++ {
		if p := t.nodes[c].proof; p == Unproven {
			open = true
		} else {
			best = max(best, p)
		}
	}
	if open && best != Won {
		n.draw = best == Drawn
		return false
	}
	if t.mover(n) != n.by {
		best = best.flip()
	}
	n.proof = best
	return true
}
