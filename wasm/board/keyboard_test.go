package board

import "testing"

func TestKeyAction(t *testing.T) {
	for _, c := range []struct {
		key     string
		onBoard bool
		want    Action
	}{
		{"ArrowLeft", true, CursorLeft},
		{"ArrowLeft", false, Back},
		{"ArrowRight", true, CursorRight},
		{"ArrowRight", false, Forward},
		{"ArrowUp", true, CursorUp},
		{"ArrowUp", false, NoAction},
		{"ArrowDown", true, CursorDown},
		{"Enter", true, Act},
		{" ", false, Act},
		{"Escape", true, Cancel},
		{"[", true, Back},
		{"]", true, Forward},
		{"Home", false, First},
		{"End", true, Last},
		{"u", false, Undo},
		{"U", false, Redo},
		{"n", true, NewGame},
		{"p", false, Pass},
		{"x", true, NoAction},
	} {
		if got := KeyAction(c.key, c.onBoard); got != c.want {
			t.Errorf("KeyAction(%q, %v) = %v, want %v", c.key, c.onBoard, got, c.want)
		}
	}
}

func TestCursorMoves(t *testing.T) {
	g := Grid{Cols: 3, Rows: 8, Size: 10}
	c := Cursor{Col: 1, Row: 0}
	c.Move(g, 1, 0)
	if !c.Visible || c.Col != 1 || c.Row != 0 {
		t.Fatalf("the first key should only show the cursor: %+v", c)
	}
	c.Move(g, 1, 0)
	c.Move(g, 1, 0) // at the right edge: stays
	c.Move(g, 0, 1)
	if c.Col != 2 || c.Row != 1 {
		t.Errorf("after right, right, down: %+v, want col 2 row 1", c)
	}
	c.Move(g, 0, -1)
	c.Move(g, 0, -1) // at the top edge: stays
	if c.Row != 0 {
		t.Errorf("after up, up: %+v, want row 0", c)
	}
	turned := Grid{Cols: 3, Rows: 8, Size: 10, Turned: true}
	c = Cursor{Col: 0, Row: 0, Visible: true}
	c.Move(turned, 1, 0) // right on a turned board is the next row
	c.Move(turned, 0, -1)
	if c.Col != 1 || c.Row != 1 {
		t.Errorf("turned: after right, up: %+v, want col 1 row 1", c)
	}
}

func TestArrow(t *testing.T) {
	for a, want := range map[Action][2]int{CursorLeft: {-1, 0}, CursorRight: {1, 0}, CursorUp: {0, -1}, CursorDown: {0, 1}} {
		dx, dy, ok := Arrow(a)
		if !ok || dx != want[0] || dy != want[1] {
			t.Errorf("Arrow(%v) = %d,%d,%v", a, dx, dy, ok)
		}
	}
	if _, _, ok := Arrow(Act); ok {
		t.Errorf("Arrow(Act) is an arrow")
	}
}
