package mcts

import (
	"context"
	"testing"

	"tessera/rules"
)

// childStats returns the statistics of the children of the root's child
// m, read from the tree before it advances.
func childStats(tr *Tree, m rules.Move) (map[rules.Move]MoveStats, uint32) {
	lo, hi := tr.nodes[0].children()
	for c := lo; c < hi; c++ {
		n := &tr.nodes[c]
		if n.move != m {
			continue
		}
		out := map[rules.Move]MoveStats{}
		klo, khi := n.children()
		for k := klo; k < khi; k++ {
			kid := &tr.nodes[k]
			out[kid.move] = MoveStats{Move: kid.move, Visits: kid.visits, Wins: float64(kid.score) / 2, Proof: kid.proof}
		}
		return out, n.visits
	}
	return nil, 0
}

// TestReuseKeepsSubtree advances a tree by its own move, then by the
// opponent's reply, and checks that the new root's moves carry the
// statistics their nodes had, and that searching goes on from there (for
// its whole budget unless the solver proves the root).
func TestReuseKeepsSubtree(t *testing.T) {
	for name, start := range starts() {
		cfg := Config{C: 1, Playouts: 3000, Seed: 4, Solver: name != "nim"}
		tr, err := NewTree(start(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		pos := start()
		for ply := range 2 {
			s, err := tr.Search(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			m := best(t, s)
			want, through := childStats(tr, m)
			nodes := tr.Nodes()
			tr.Advance(m)
			pos.Apply(m)
			if got := tr.Position().(keyed).key(); got != pos.key() {
				t.Fatalf("%s ply %d: tree at %s, game at %s", name, ply, got, pos.key())
			}
			kept := tr.stats(0)
			var sum uint32
			for _, ms := range kept.Moves {
				if ms != want[ms.Move] {
					t.Errorf("%s ply %d: move %d kept %+v, had %+v", name, ply, ms.Move, ms, want[ms.Move])
				}
				sum += ms.Visits
			}
			// The node's first visit was a playout from itself, every
			// later one went on to a child.
			if len(kept.Moves) != len(want) || sum != through-1 || tr.Nodes() >= nodes {
				t.Errorf("%s ply %d: %d moves kept of %d, visits %d of %d, nodes %d of %d", name, ply, len(kept.Moves), len(want), sum, through, tr.Nodes(), nodes)
			}
			s, err = tr.Search(context.Background())
			if err != nil || visits(s) != sum+uint32(s.Playouts) || s.Playouts != 3000 && s.Proof == Unproven {
				t.Errorf("%s ply %d: after another search %d visits, error %v", name, ply, visits(s), err)
			}
		}
	}
}

// TestAdvanceUnknownMove checks that a move the tree never expanded
// leaves a bare root at the right position.
func TestAdvanceUnknownMove(t *testing.T) {
	tr, _ := NewTree(newNim(10), Config{C: 1, Playouts: 10})
	tr.Advance(2)
	tr.Advance(3)
	if tr.Nodes() != 1 || tr.Position().(keyed).key() != after(after(newNim(10), 2), 3).key() {
		t.Fatalf("%d nodes at %s", tr.Nodes(), tr.Position().(keyed).key())
	}
}
