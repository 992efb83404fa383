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
