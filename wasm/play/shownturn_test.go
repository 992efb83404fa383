package play_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
)

// TestShownTurnFollowsThePositionShown: the turn named is that of the
// position shown, with its seat then, not the latest one's.
func TestShownTurnFollowsThePositionShown(t *testing.T) {
	s := newEcalper(t)
	opening(t, s)
	if err := s.Play(ecalper.SwapToken, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Resign(); err != nil { // white, now the computer, resigns
		t.Fatal(err)
	}
	type turn struct {
		p    rules.Player
		seat string
	}
	// docs/rules.md: black places the three opening stones (plies 0-2), then
	// white may swap (ply 3) and, the seats exchanged, plays on (ply 4).
	for _, c := range []struct {
		ply  int
		want turn
	}{
		{0, turn{rules.First, opener}},
		{2, turn{rules.First, opener}},
		{3, turn{rules.Second, board.Human}},
		{4, turn{rules.Second, opener}},
		{5, turn{rules.NoPlayer, ""}}, // the latest: over by the resignation
	} {
		s.Show(c.ply)
		if p, seat := s.ShownTurn(); (turn{p, seat}) != c.want {
			t.Errorf("at ply %d: %v played by %q, want %v", c.ply, p, seat, c.want)
		}
	}
}
