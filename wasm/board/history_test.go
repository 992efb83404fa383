package board

import (
	"slices"
	"testing"
)

func TestHistoryUndoRedo(t *testing.T) {
	h := NewHistory([]string{"a", "b", "c"}, 99)
	if h.View != 3 || !h.Latest() {
		t.Fatalf("NewHistory clamps to the end: %+v", h)
	}
	h.Undo()
	h.Undo()
	if !slices.Equal(h.Tokens, []string{"a"}) || h.View != 1 {
		t.Fatalf("after two undos: %+v", h)
	}
	if tok, ok := h.Redo(); !ok || tok != "b" {
		t.Fatalf("Redo = %q, %v; want b", tok, ok)
	}
	h.Push("b") // redo replays b: c stays redoable
	if tok, _ := h.Redo(); tok != "c" {
		t.Errorf("after replaying b, Redo = %q; want c", tok)
	}
	h.Push("x") // a different move drops the redo line
	if _, ok := h.Redo(); ok {
		t.Errorf("a new move kept the redo line: %+v", h)
	}
	h = NewHistory(nil, 0)
	if h.Undo() {
		t.Errorf("Undo on an empty game succeeded")
	}
}

func TestHistoryStep(t *testing.T) {
	h := NewHistory([]string{"a", "b", "c"}, 3)
	if !h.Step(-2) || h.View != 1 || h.Latest() {
		t.Errorf("Step(-2): %+v", h)
	}
	if h.Step(-5); h.View != 0 {
		t.Errorf("Step past the start: %+v", h)
	}
	if h.Step(-1) {
		t.Errorf("Step(-1) at the start reported a change")
	}
	if !h.Show(9) || h.View != 3 {
		t.Errorf("Show past the end: %+v", h)
	}
}
