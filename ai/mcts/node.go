package mcts

import "tessera/rules"

// Proof is what the solver knows of a move or position, for the player
// who chose it: nothing yet, or a loss, draw or win with best play.
type Proof int8

// The proofs, worst first, so that the best of several is their maximum.
const (
	Unproven Proof = iota
	Lost
	Drawn
	Won
)

// String names p.
func (p Proof) String() string {
	switch p {
	case Lost:
		return "lost"
	case Drawn:
		return "drawn"
	case Won:
		return "won"
	}
	return "unproven"
}

// flip returns p for the other player.
func (p Proof) flip() Proof {
	switch p {
	case Lost:
		return Won
	case Won:
		return Lost
	}
	return p
}

// proofOf returns the proof of a finished game's result for player by.
func proofOf(r rules.Result, by rules.Player) Proof {
	switch r.Winner {
	case rules.NoPlayer:
		return Drawn
	case by:
		return Won
	}
	return Lost
}

// points returns what result r is worth to player by, in half points: 2 a
// win, 1 a draw, 0 a loss (its proof less Lost, by the proofs' order).
func points(r rules.Result, by rules.Player) uint32 { return uint32(proofOf(r, by) - Lost) }

// node is one position of the tree, in a slice: its children sit side by
// side at nodes[first : first+count]. Its statistics are for by, the
// player who chose the move into it (the parent's mover; for a fresh
// root, its own mover).
type node struct {
	move   rules.Move   // the move into the node
	first  int32        // the first child; unexpanded while count is 0
	count  uint32       // the children
	visits uint32       // playouts through the node
	score  uint32       // their worth to by, in half points
	by     rules.Player // who chose move
	proof  Proof        // the solver's proof, for by
	draw   bool         // the solver's bound: the mover can draw at least
}

// mover returns the player to move at expanded node n.
func (t *Tree) mover(n *node) rules.Player { return t.nodes[n.first].by }

// expanded says whether the node's children are in the tree.
func (n *node) expanded() bool { return n.count > 0 }

// children returns the bounds of n's children in the node slice.
func (n *node) children() (int, int) {
	return int(n.first), int(n.first) + int(n.count)
}

// mean returns the node's mean worth to by, 0 to 1.
func (n *node) mean() float64 { return float64(n.score) / float64(2*n.visits) }
