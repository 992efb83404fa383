package board

import "testing"

func TestPointerTapTap(t *testing.T) {
	var s Selection
	var p Pointer
	s.Reset(picks)
	if o := p.Down(&s, Point{10, 10}, "L1", because); o.Kind != Selected {
		t.Fatalf("press on a piece: %+v", o)
	}
	if o := p.Up(&s, Point{11, 10}, "L1", because); o.Kind != Nothing || s.Selected != "L1" {
		t.Fatalf("release (a tap): %+v, selected %q", o, s.Selected)
	}
	if o := p.Down(&s, Point{50, 10}, "M0", because); o.Kind != Play || o.Token != "2:L1" {
		t.Errorf("tap on the target: %+v", o)
	}
	if o := p.Up(&s, Point{50, 10}, "M0", because); o.Kind != Nothing {
		t.Errorf("release after playing: %+v", o)
	}
}

func TestPointerDragAndDrop(t *testing.T) {
	var s Selection
	var p Pointer
	s.Reset(picks)
	p.Down(&s, Point{10, 10}, "M5", because)
	if p.Move(Point{12, 11}) || p.Dragging() {
		t.Errorf("a move under the threshold started a drag")
	}
	if !p.Move(Point{40, 30}) || !p.Dragging() || p.At != (Point{40, 30}) {
		t.Errorf("a long move did not drag: %+v", p)
	}
	if o := p.Up(&s, Point{80, 30}, "M7", because); o.Kind != Play || o.Token != "2:M5" {
		t.Errorf("drop on the target: %+v", o)
	}
	if p.Dragging() {
		t.Errorf("still dragging after the drop")
	}
}

func TestPointerDragBackAndAway(t *testing.T) {
	var s Selection
	var p Pointer
	s.Reset(picks)
	p.Down(&s, Point{10, 10}, "L4", because)
	p.Move(Point{40, 40})
	if o := p.Up(&s, Point{12, 12}, "L4", because); o.Kind != Nothing || s.Selected != "L4" {
		t.Errorf("dropped back where it started: %+v, selected %q", o, s.Selected)
	}
	p.Down(&s, Point{10, 10}, "L4", because)
	if o := p.Up(&s, Point{10, 10}, "L4", because); o.Kind != Cleared || s.Selected != "" {
		t.Errorf("tap on the selected piece: %+v, selected %q", o, s.Selected)
	}
	p.Down(&s, Point{10, 10}, "L4", because)
	p.Move(Point{90, 10})
	if o := p.Up(&s, Point{90, 10}, "R7", because); o.Kind != Refused || s.Selected != "" {
		t.Errorf("dropped on no target: %+v, selected %q", o, s.Selected)
	}
	p.Down(&s, Point{10, 10}, "L4", because)
	p.Move(Point{90, 10})
	p.Cancel()
	if o := p.Up(&s, Point{90, 10}, "L2", because); o.Kind != Nothing {
		t.Errorf("release after a cancel: %+v", o)
	}
}

func TestPointerPressOnNothing(t *testing.T) {
	var s Selection
	var p Pointer
	s.Reset(picks)
	if o := p.Down(&s, Point{1, 1}, "R3", because); o.Kind != Refused {
		t.Errorf("press on an unmovable cell: %+v", o)
	}
	if p.Move(Point{100, 100}) {
		t.Errorf("a refused press started a drag")
	}
}
