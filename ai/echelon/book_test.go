package echelon

import (
	"slices"
	"testing"

	"tessera/rules/echelon"
)

// TestBookCoversTheOpening: the book (ai/cmd/echelonbook) holds the start
// of each variant and every position after one first move, each with a
// legal move; in the standard variant its first move wins in three, as
// the solver confirms.
func TestBookCoversTheOpening(t *testing.T) {
	for _, v := range variants {
		start := echelon.New(echelon.Options{Variant: v})
		positions := []*echelon.State{start}
		for _, m := range start.Legal(nil) {
			next := *start
			next.Apply(m)
			if !next.Result().Over {
				positions = append(positions, &next)
			}
		}
		for i, s := range positions {
			moves := s.Legal(nil)
			m, ok := BookMove(s, moves)
			if !ok || !slices.Contains(moves, m) {
				t.Fatalf("%s position %d: no book move", v, i)
			}
		}
		if m, _ := BookMove(start, start.Legal(nil)); v == echelon.Standard {
			next := *start
			next.Apply(m)
			if !LosesWithin(&next, 2) {
				t.Errorf("standard: the book's %s does not win in three", start.Token(m))
			}
		}
	}
	if BookSize() <= 130 {
		t.Errorf("the book holds %d positions, no more than the original's 130", BookSize())
	}
}

// TestBookKeysSorted: BookMove's binary search needs the keys sorted and
// distinct.
func TestBookKeysSorted(t *testing.T) {
	for i := 1; i < len(bookEntries); i++ {
		if bookEntries[i-1].key >= bookEntries[i].key {
			t.Fatalf("entries %d and %d out of order", i-1, i)
		}
	}
}
