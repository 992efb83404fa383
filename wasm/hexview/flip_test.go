package hexview

import (
	"math"
	"slices"
	"testing"

	"tessera/wasm/board/boardtest"
)

// TestFlipTurnsTheBoardHalfRound: a flipped board draws each cell at the
// point reflection of its usual place through the centre, and the hit
// test and the keyboard's grid turn with it.
func TestFlipTurnsTheBoardHalfRound(t *testing.T) {
	var plain, flipped Frame[testSpec]
	plain.Layout(700, 500)
	flipped.Layout(700, 500)
	flipped.SetFlip(true)
	b, fb := plain.Board(), flipped.Board()
	mid := b.Middle
	for i := range b.Hex().Len() {
		p, q := b.Center(i), fb.Center(i)
		if math.Abs(p.X+q.X-2*mid.X) > 1e-9 || math.Abs(p.Y+q.Y-2*mid.Y) > 1e-9 {
			t.Fatalf("cell %d at %v unflipped, %v flipped: not turned about %v", i, p, q, mid)
		}
		name := b.Hex().Name(i)
		at, _ := flipped.CellCenter(name)
		col, row, ok := flipped.CellAt(at)
		if !ok || flipped.CellName(col, row) != name {
			t.Fatalf("flipped: the centre of %s hits grid %d,%d, named %q", name, col, row, flipped.CellName(col, row))
		}
		pc, pr := b.GridPos(i)
		if fc, fr := fb.GridPos(i); fc != b.grid.size-1-pc || fr != b.grid.size-1-pr {
			t.Fatalf("cell %d: grid %d,%d, flipped %d,%d", i, pc, pr, fc, fr)
		}
	}
	flipped.SetFlip(false)
	if got := flipped.Board().Center(0); got != b.Center(0) {
		t.Errorf("unflipped again, cell 0 is at %v, not %v", got, b.Center(0))
	}
}

func TestCoordsHide(t *testing.T) {
	var f Frame[testSpec]
	f.Layout(700, 500)
	labels := func() []string {
		var r boardtest.Recorder
		Pen{B: f.Board(), C: &r, Pal: PaletteFor(false)}.Labels()
		return r.Strings()
	}
	if got := labels(); !slices.Contains(got, "1") || !slices.Contains(got, "a") {
		t.Fatalf("the labels drawn are %q", got)
	}
	f.SetCoords(false)
	if got := labels(); len(got) != 0 {
		t.Errorf("coordinates off, the labels drawn are %q", got)
	}
	f.SetFlip(true) // a new layout keeps them hidden
	if got := labels(); len(got) != 0 {
		t.Errorf("coordinates off and flipped, the labels drawn are %q", got)
	}
	f.SetCoords(true)
	if got := labels(); len(got) == 0 {
		t.Error("coordinates on again, no label is drawn")
	}
}
