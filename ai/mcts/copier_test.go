package mcts

import (
	"context"
	"reflect"
	"testing"

	"tessera/rules"
)

// copyingTTT is a ttt that is a Copier and counts the copies it makes.
type copyingTTT struct {
	ttt
	copies *int
}

func (p *copyingTTT) Clone() rules.Position { c := *p; return &c }

func (p *copyingTTT) CopyTo(dst rules.Position) {
	*dst.(*copyingTTT) = *p
	*p.copies++
}

// TestCopier checks that a tree over a Copier starts its iterations from
// copies it makes with CopyTo into one scratch position, one for each
// iteration after the first, that the search is the one the same position
// without CopyTo gets, and that the root stays as it was.
func TestCopier(t *testing.T) {
	for _, perTurn := range []int{1, 2} {
		copies := 0
		plain := newTTT("X...O....", perTurn, rules.First, 1)
		copying := &copyingTTT{ttt: *plain, copies: &copies}
		cfg := Config{C: 1, Playouts: 300, Seed: 5, Solver: true}
		want := search(t, plain, cfg)
		tr, err := NewTree(copying, cfg)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tr.Search(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("per turn %d: search of a Copier\n%v\nwithout CopyTo\n%v", perTurn, got, want)
		}
		if copies != got.Playouts-1 {
			t.Errorf("per turn %d: %d copies for %d playouts, want one for each after the first", perTurn, copies, got.Playouts)
		}
		if root := tr.Position().(*copyingTTT); root.key() != plain.key() {
			t.Errorf("per turn %d: the root became %s, want %s", perTurn, root.key(), plain.key())
		}
	}
}
