package play_test

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/irisview"
	"tessera/wasm/play"
)

// newIris starts an Iris session of side 5 (cells a1..i9, centre e5) on
// tokens, laid out in a 600 x 450 canvas.
func newIris(t *testing.T, tokens ...string) *play.Session {
	t.Helper()
	v := &irisview.View{}
	v.Layout(600, 450)
	s, err := play.New(iris.Game{}, v, rules.Options{"size": "5"}, tokens, humans)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPlacementsPlayInOneTap(t *testing.T) {
	s := newIris(t)
	// docs/rules.md: black's first turn is a single stone on a gray cell, or a pass.
	if len(s.Sel.Movable()) != 0 || !slices.Contains(s.Sel.Places(), "e5") || slices.Contains(s.Sel.Places(), "a1") {
		t.Fatalf("the first turn offers the gray cells: movable %v, places %v", s.Sel.Movable(), s.Sel.Places())
	}
	if !slices.Equal(s.Extra, []string{"pass"}) {
		t.Errorf("the pass is offered as a button: Extra = %v", s.Extra)
	}
	if e := s.Expect(); !strings.Contains(e, "single first stone") {
		t.Errorf("Expect = %q: the view's words for the ply", e)
	}
	if o := s.Sel.Select("a1", s.Explain); o.Kind != board.Refused || !strings.Contains(o.Reason, "gray cell") {
		t.Errorf("a rim cell on the first turn: %+v", o)
	}
	if err := s.Input(s.Sel.Select("e5", s.Explain), 0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Hist.Tokens, []string{"e5"}) || s.ToMove() != rules.Second {
		t.Fatalf("one tap on e5 places black's stone: %v, %v to move", s.Hist.Tokens, s.ToMove())
	}
	if o := s.Sel.Select("e5", s.Explain); o.Kind != board.Refused || !strings.Contains(o.Reason, "occupied") {
		t.Errorf("a tap on a stone: %+v", o)
	}
}

func TestRimStoneForcesItsOpposite(t *testing.T) {
	s := newIris(t, "e5")
	if err := s.Play("a1", 0); err != nil {
		t.Fatal(err)
	}
	// docs/rules.md: the opposite of (q, r) is (2n-2-q, 2n-2-r): a1 -> i9 on side 5.
	if tok, ok := s.Forced(); !ok || tok != "i9" {
		t.Fatalf("after a1 the second stone is forced to i9: %q, %v", tok, ok)
	}
	if len(s.Extra) != 0 {
		t.Errorf("no pass instead of a second stone: Extra = %v", s.Extra)
	}
	if !slices.Equal(s.Sel.Places(), []string{"i9"}) {
		t.Errorf("the forced cell can be tapped too: places %v", s.Sel.Places())
	}
	if e := s.Expect(); !strings.Contains(e, "only one move (i9), played for you") {
		t.Errorf("Expect = %q", e)
	}
}

func TestPassIsAnExtraToken(t *testing.T) {
	s := newIris(t, "e5")
	if err := s.Play(s.Extra[0], 0); err != nil {
		t.Fatal(err)
	}
	if s.Hist.Tokens[1] != "pass" || s.ToMove() != rules.First || !strings.Contains(s.Said, "passed") {
		t.Errorf("white passed: %v, %v to move, said %q", s.Hist.Tokens, s.ToMove(), s.Said)
	}
	s.Show(1)
	if len(s.Extra) != 0 {
		t.Errorf("no pass while reviewing: %v", s.Extra)
	}
}

func TestCursorStartsInTheMiddle(t *testing.T) {
	s := newIris(t)
	if cell := s.MoveCursor(1, 0); cell != "e5" || !s.Cursor.Visible {
		t.Errorf("the first key shows the cursor on the centre cell: %q", cell)
	}
	if cell := s.MoveCursor(1, 0); cell != "f5" {
		t.Errorf("right of e5 is f5 (same row, next column): %q", cell)
	}

	u := newSession(t, "7", nil, humans)
	u.View.Layout(800, 300)
	throwValue(t, u, 2)
	if cell := u.MoveCursor(0, -1); cell != u.Sel.Movable()[0] {
		t.Errorf("on Ur the cursor starts on a piece that can move: %q, movable %v", cell, u.Sel.Movable())
	}
}

func TestScoreText(t *testing.T) {
	// docs/rules.md: Iris's score is each colour's group scores, high to low.
	// After e5 a1 i9 (side 5), white's a1 and i9 are apart, one rim cell
	// each, and black's e5 holds none.
	s := newIris(t, "e5", "a1", "i9")
	if got, want := s.ScoreText(), "Score: Black none · White 1, 1"; got != want {
		t.Errorf("ScoreText = %q, want %q", got, want)
	}
	s.Show(0)
	if got, want := s.ScoreText(), "Score: Black none · White none"; got != want {
		t.Errorf("at the start ScoreText = %q, want %q", got, want)
	}
	u := newSession(t, "3", nil, humans)
	if got, want := u.ScoreText(), "Score: Light 0 · Dark 0"; got != want {
		t.Errorf("Ur ScoreText = %q, want %q", got, want)
	}
}

// TestPreviewShowsThePendingPlacement: a tap to be confirmed plays
// nothing, and the preview is the position with the stone placed.
func TestPreviewShowsThePendingPlacement(t *testing.T) {
	s := newIris(t)
	if _, _, ok := s.Preview(); ok {
		t.Fatalf("a preview with nothing shown")
	}
	if err := s.Input(s.Sel.Confirm("e5", s.Explain), 0); err != nil {
		t.Fatal(err)
	}
	pos, cell, ok := s.Preview()
	if !ok || cell != "e5" || len(s.Hist.Tokens) != 0 {
		t.Fatalf("after one tap: preview %v on %q, record %v", ok, cell, s.Hist.Tokens)
	}
	if pos.ToMove() != rules.Second || s.Match.Position().ToMove() != rules.First {
		t.Errorf("the preview is not the position after the stone, or the game moved: %v, %v", pos.ToMove(), s.Match.Position().ToMove())
	}
	if err := s.Input(s.Sel.Confirm("e5", s.Explain), 0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Hist.Tokens, []string{"e5"}) {
		t.Fatalf("the second tap did not place the stone: %v", s.Hist.Tokens)
	}
	if _, _, ok := s.Preview(); ok {
		t.Errorf("a preview stays after the move")
	}
}
