package board

import "testing"

var picks = []Pick{
	{Token: "2:L4", From: "L4", To: "L2"},
	{Token: "2:L1", From: "L1", To: "M0"},
	{Token: "2:M5", From: "M5", To: "M7"},
}

func because(cell string) string { return "nothing at " + cell }

func TestSelectTapTap(t *testing.T) {
	var s Selection
	s.Reset(picks)
	if o := s.Select("L1", because); o.Kind != Selected || s.Selected != "L1" {
		t.Fatalf("selecting a movable piece: %+v, selected %q", o, s.Selected)
	}
	if got := s.Targets(); len(got) != 1 || got[0] != "M0" {
		t.Errorf("Targets = %v, want [M0]", got)
	}
	if o := s.Select("M5", because); o.Kind != Selected || s.Selected != "M5" {
		t.Errorf("switching to another movable piece: %+v, selected %q", o, s.Selected)
	}
	if o := s.Select("M7", because); o.Kind != Play || o.Token != "2:M5" || s.Selected != "" {
		t.Errorf("tapping a target: %+v, selected %q", o, s.Selected)
	}
}

func TestSelectRefusesAndCancels(t *testing.T) {
	var s Selection
	s.Reset(picks)
	if o := s.Select("R2", because); o.Kind != Refused || o.Reason != "nothing at R2" {
		t.Errorf("an unmovable cell: %+v", o)
	}
	s.Select("L4", because)
	if o := s.Select("L4", because); o.Kind != Cleared || s.Selected != "" {
		t.Errorf("the selected piece again: %+v, selected %q", o, s.Selected)
	}
	s.Select("L4", because)
	if o := s.Select("M3", because); o.Kind != Refused || s.Selected != "" {
		t.Errorf("a non-target with a selection: %+v, selected %q", o, s.Selected)
	}
	s.Select("L4", because)
	if o := s.Select("", because); o.Kind != Cleared {
		t.Errorf("off the board: %+v", o)
	}
}

func TestMovableOnce(t *testing.T) {
	s := Selection{Picks: []Pick{{"a", "X1", "X2"}, {"b", "X1", "X3"}, {"c", "X4", "X5"}}}
	if got := s.Movable(); len(got) != 2 || got[0] != "X1" || got[1] != "X4" {
		t.Errorf("Movable = %v, want [X1 X4]", got)
	}
	s.Selected = "X1"
	if got := s.Targets(); len(got) != 2 {
		t.Errorf("Targets = %v, want two", got)
	}
}

// Placements as Iris offers them: a stone goes on To, from no cell; the
// pass has no cell at all.
var placements = []Pick{{Token: "d4", To: "d4"}, {Token: "e5", To: "e5"}, {Token: "pass"}}

func TestSelectPlacesAtOnce(t *testing.T) {
	var s Selection
	s.Reset(placements)
	if got := s.Movable(); len(got) != 0 {
		t.Errorf("placements have no piece to move: Movable = %v", got)
	}
	if got := s.Places(); len(got) != 2 || got[0] != "d4" || got[1] != "e5" {
		t.Errorf("Places = %v, want [d4 e5]", got)
	}
	if o := s.Select("e5", because); o.Kind != Play || o.Token != "e5" || s.Selected != "" {
		t.Errorf("one tap on a placement's cell: %+v, selected %q", o, s.Selected)
	}
	if o := s.Select("a1", because); o.Kind != Refused || o.Reason != "nothing at a1" {
		t.Errorf("a cell that is no placement: %+v", o)
	}
	if o := s.Select("", because); o.Kind != Cleared {
		t.Errorf("off the board, the cell-less pass is not played: %+v", o)
	}
}

func TestHintedPlacementIsATarget(t *testing.T) {
	var s Selection
	s.Reset(placements)
	s.Hinted = "d4"
	if got := s.Targets(); len(got) != 1 || got[0] != "d4" {
		t.Errorf("Targets with a hinted placement = %v, want [d4]", got)
	}
	s.Select("a1", because)
	if s.Hinted != "" || len(s.Targets()) != 0 {
		t.Errorf("any input drops the hint: hinted %q, targets %v", s.Hinted, s.Targets())
	}
	s.Hinted = "d4"
	s.Reset(placements)
	if s.Hinted != "" {
		t.Errorf("new moves drop the hint")
	}
}

func TestSelectedTargetBeforePlacement(t *testing.T) {
	// A game with both: a piece on X1 can go to X2, and a stone can be
	// placed on X2. With the piece selected, X2 moves it.
	s := Selection{Picks: []Pick{{"move", "X1", "X2"}, {"place", "", "X2"}}}
	s.Select("X1", because)
	if o := s.Select("X2", because); o.Kind != Play || o.Token != "move" {
		t.Errorf("the selected piece's target: %+v", o)
	}
	if o := s.Select("X2", because); o.Kind != Play || o.Token != "place" {
		t.Errorf("with nothing selected, the placement: %+v", o)
	}
}

func TestConfirmPlacesInTwoTaps(t *testing.T) {
	var s Selection
	s.Reset(placements)
	if o := s.Confirm("d4", because); o.Kind != Previewed || s.Pending != "d4" || s.PendingToken() != "d4" {
		t.Fatalf("first tap on a placement: %+v, pending %q (%q)", o, s.Pending, s.PendingToken())
	}
	if o := s.Confirm("e5", because); o.Kind != Previewed || s.Pending != "e5" {
		t.Errorf("a tap on another placement moves the preview: %+v, pending %q", o, s.Pending)
	}
	if o := s.Confirm("e5", because); o.Kind != Play || o.Token != "e5" || s.Pending != "" {
		t.Errorf("second tap on the same cell: %+v, pending %q", o, s.Pending)
	}
	s.Confirm("d4", because)
	if o := s.Confirm("a1", because); o.Kind != Refused || s.Pending != "" {
		t.Errorf("a tap on no move's cell: %+v, pending %q", o, s.Pending)
	}
	s.Confirm("d4", because)
	if o := s.Select("d4", because); o.Kind != Play || s.Pending != "" {
		t.Errorf("a key or a drop plays at once and clears the preview: %+v, pending %q", o, s.Pending)
	}
	s.Confirm("d4", because)
	s.Reset(placements)
	if s.Pending != "" {
		t.Errorf("new moves drop the preview")
	}
}

func TestConfirmTargetsInTwoTaps(t *testing.T) {
	var s Selection
	s.Reset(picks)
	if o := s.Confirm("M5", because); o.Kind != Selected || s.Pending != "" {
		t.Fatalf("a tap on a piece selects it at once: %+v, pending %q", o, s.Pending)
	}
	if o := s.Confirm("M7", because); o.Kind != Previewed || s.PendingToken() != "2:M5" || s.Selected != "M5" {
		t.Fatalf("first tap on the target: %+v, pending %q, selected %q", o, s.PendingToken(), s.Selected)
	}
	if o := s.Confirm("M7", because); o.Kind != Play || o.Token != "2:M5" {
		t.Errorf("second tap on the target: %+v", o)
	}
}

func TestPointerConfirmsTapsButNotDrops(t *testing.T) {
	var s Selection
	p := Pointer{Confirm: true}
	s.Reset(picks)
	p.Down(&s, Point{10, 10}, "M5", because)
	p.Up(&s, Point{10, 10}, "M5", because)
	if o := p.Down(&s, Point{80, 30}, "M7", because); o.Kind != Previewed || !p.Confirm {
		t.Fatalf("a tap on the target: %+v (confirm %v)", o, p.Confirm)
	}
	p.Up(&s, Point{80, 30}, "M7", because)
	if o := p.Down(&s, Point{80, 30}, "M7", because); o.Kind != Play {
		t.Errorf("the second tap: %+v", o)
	}
	s.Reset(picks)
	p.Down(&s, Point{10, 10}, "M5", because)
	p.Move(Point{40, 30})
	if o := p.Up(&s, Point{80, 30}, "M7", because); o.Kind != Play || o.Token != "2:M5" {
		t.Errorf("a drop plays at once: %+v", o)
	}
}
