package cartesoview

import (
	"math"
	"slices"
	"testing"

	"tessera/rules/carteso"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// TestFlipTurnsTheBoardHalfRound: a flipped board draws each point at the
// point reflection of its usual place, and the pointer and the keyboard's
// grid turn with it.
func TestFlipTurnsTheBoardHalfRound(t *testing.T) {
	const side = 7
	var plain, flipped View
	for _, v := range []*View{&plain, &flipped} {
		v.Layout(800, 500)
		v.Describe(position(t, side))
	}
	flipped.SetFlip(true)
	a1, _ := plain.CellCenter("a1")
	g7, _ := plain.CellCenter("g7")
	mid := board.Point{X: (a1.X + g7.X) / 2, Y: (a1.Y + g7.Y) / 2}
	for col := range side {
		for row := range side {
			name := carteso.At(col, row).String()
			p, _ := plain.CellCenter(name)
			q, _ := flipped.CellCenter(name)
			if math.Abs(p.X+q.X-2*mid.X) > 1e-9 || math.Abs(p.Y+q.Y-2*mid.Y) > 1e-9 {
				t.Fatalf("%s at %v, flipped at %v: not turned about %v", name, p, q, mid)
			}
			gc, gr, ok := flipped.CellAt(q)
			if !ok || flipped.CellName(gc, gr) != name {
				t.Fatalf("flipped: %s is drawn at %v, grid %d,%d named %q", name, q, gc, gr, flipped.CellName(gc, gr))
			}
		}
	}
	if flipped.CellName(side-1, 0) != "a1" {
		t.Errorf("flipped, the top-right grid cell is %q, want a1", flipped.CellName(side-1, 0))
	}
}

func TestCoordsHide(t *testing.T) {
	pos := position(t, 7)
	for _, flip := range []bool{false, true} {
		var v View
		v.Layout(800, 500)
		v.SetFlip(flip)
		r := &boardtest.Recorder{}
		v.Draw(r, &board.Scene{Pos: pos})
		if !slices.Contains(r.Strings(), "a") || !slices.Contains(r.Strings(), "7") {
			t.Errorf("flip %v: texts %q lack the coordinates", flip, r.Strings())
		}
		v.SetCoords(false)
		r = &boardtest.Recorder{}
		v.Draw(r, &board.Scene{Pos: pos})
		if slices.Contains(r.Strings(), "a") || slices.Contains(r.Strings(), "7") {
			t.Errorf("flip %v, coordinates off: texts %q", flip, r.Strings())
		}
	}
}
