package board

import "math"

// DragThreshold is how far, in CSS pixels, a pressed pointer must travel
// before the press becomes a drag rather than a tap.
const DragThreshold = 6

// Pointer turns pointer events (mouse, pen or touch alike) into Select
// calls: a tap selects or plays (tap-tap), a drag from a movable piece drops
// it on the cell it is released over. With Confirm set, a tap that would
// play goes through Selection.Confirm (a second tap plays); a drop still
// plays at once.
type Pointer struct {
	Confirm     bool // taps that play must be confirmed (set before Down)
	down        bool
	dragging    bool
	wasSelected bool // the press began on the piece already selected
	start       Point
	At          Point // where the pointer is, while pressed
}

// Down handles a press at p on cell ("" when off the board).
func (ptr *Pointer) Down(s *Selection, p Point, cell string, explain func(string) string) Outcome {
	*ptr = Pointer{Confirm: ptr.Confirm, start: p, At: p}
	if s.Selected != "" && cell == s.Selected {
		ptr.down, ptr.wasSelected = true, true
		return Outcome{}
	}
	var o Outcome
	if ptr.Confirm {
		o = s.Confirm(cell, explain)
	} else {
		o = s.Select(cell, explain)
	}
	ptr.down = o.Kind == Selected
	return o
}

// Move handles the pointer moving to p; it says whether the board must be
// redrawn (a drag is under way).
func (ptr *Pointer) Move(p Point) bool {
	if !ptr.down {
		return false
	}
	ptr.At = p
	if !ptr.dragging && math.Hypot(p.X-ptr.start.X, p.Y-ptr.start.Y) >= DragThreshold {
		ptr.dragging = true
	}
	return ptr.dragging
}

// Up handles the release at p over cell ("" when off the board).
func (ptr *Pointer) Up(s *Selection, p Point, cell string, explain func(string) string) Outcome {
	down, dragging, wasSelected := ptr.down, ptr.dragging, ptr.wasSelected
	*ptr = Pointer{Confirm: ptr.Confirm}
	switch {
	case !down:
		return Outcome{}
	case dragging && cell == s.Selected:
		return Outcome{} // dropped back where it started: stays selected
	case dragging:
		return s.Select(cell, explain)
	case wasSelected:
		s.Selected = ""
		return Outcome{Kind: Cleared}
	}
	return Outcome{}
}

// Cancel abandons a press (pointercancel, or the move list took over).
func (ptr *Pointer) Cancel() { *ptr = Pointer{Confirm: ptr.Confirm} }

// Dragging says whether a piece is being dragged; it follows At.
func (ptr *Pointer) Dragging() bool { return ptr.dragging }
