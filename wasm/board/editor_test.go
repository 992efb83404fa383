package board_test

import (
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/rules/ur"
	"tessera/wasm/board"
)

// newEditor opens an editor on the start of g with option words.
func newEditor(t *testing.T, g rules.Game, words ...string) *board.Editor {
	t.Helper()
	opts, err := rules.ParseOptionWords(g, words)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := g.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	e, err := board.NewEditor(g, opts, pos)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestEditorCycle clicks an Ur square of both paths round its kinds
// (empty, left's piece, right's piece), forwards and back.
func TestEditorCycle(t *testing.T) {
	e := newEditor(t, ur.Game{})
	for _, want := range []string{"l", "r", "", "l"} {
		if err := e.Cycle("M3", false); err != nil || e.Kind("M3") != want {
			t.Errorf("Cycle(M3) = %v, holds %q; want %q", err, e.Kind("M3"), want)
		}
	}
	if err := e.Cycle("M3", true); err != nil || e.Kind("M3") != "" {
		t.Errorf("Cycle(M3, back) = %v, holds %q; want empty", err, e.Kind("M3"))
	}
	if c, _ := ur.ParseCell("M3"); e.Cycle("M3", false) != nil || e.Position().(*ur.State).Occupant(c) != rules.First {
		t.Errorf("the position drawn does not show left's piece on M3")
	}
	if e.Editable("L4") || !e.Editable("L5") {
		t.Errorf("Editable(L4), Editable(L5) = %v, %v; want false (a start pool), true", e.Editable("L4"), e.Editable("L5"))
	}
}

// TestEditorSkips checks that a kind the position cannot hold is skipped
// with its reason: Ur with one piece a side has no second piece to place.
func TestEditorSkips(t *testing.T) {
	e := newEditor(t, ur.Game{}, "pieces=1")
	if err := e.Cycle("L1", false); err != nil {
		t.Fatal(err)
	}
	err := e.Cycle("L2", false)
	if err == nil || !strings.Contains(err.Error(), "plays with 1") || e.Kind("L2") != "" {
		t.Errorf("Cycle(L2) = %v, holds %q; want the reason and L2 left empty", err, e.Kind("L2"))
	}
}

// TestEditorDone judges diagrams: an Iris rim stone without its opposite
// is refused in words, and accepted once the opposite holds its colour.
func TestEditorDone(t *testing.T) {
	e := newEditor(t, iris.Game{}, "size=5")
	if err := e.SetToMove(rules.Second); err != nil {
		t.Fatal(err)
	}
	e.Cycle("a1", false)
	if _, err := e.Done(); err == nil || !strings.Contains(err.Error(), "opposite cell i9") {
		t.Errorf("Done with a lone rim stone = %v, want a refusal naming i9", err)
	}
	e.Cycle("i9", false)
	if text, err := e.Done(); err != nil || text != "white_b:a1.i9" {
		t.Errorf("Done = %q, %v; want white_b:a1.i9", text, err)
	}
	if e.Clear() != nil || e.ToMove() != rules.Second || e.Kind("a1") != "" {
		t.Errorf("Clear left a1 %q, %v to move; want empty, white", e.Kind("a1"), e.ToMove())
	}
	if e.Start() != nil || e.ToMove() != rules.First {
		t.Errorf("Start: %v to move, want black", e.ToMove())
	}
}

// TestNewEditorMidTurn opens an editor in the middle of an Iris turn: it
// starts from the initial position.
func TestNewEditorMidTurn(t *testing.T) {
	opts := rules.Options{"size": "5"}
	m, err := rules.Replay(iris.Game{}, opts, []string{"e5", "a1"})
	if err != nil {
		t.Fatal(err)
	}
	e, err := board.NewEditor(iris.Game{}, opts, m.Position())
	if err != nil || e.Kind("e5") != "" || e.ToMove() != rules.First {
		t.Errorf("NewEditor mid-turn = %v, e5 %q, %v to move; want the empty start", err, e.Kind("e5"), e.ToMove())
	}
	if _, err := board.NewEditor(struct{ rules.Game }{ur.Game{}}, opts, m.Position()); err == nil {
		t.Errorf("NewEditor of a game without setups succeeded")
	}
}

// TestEditorSay says what cells hold in the game's words.
func TestEditorSay(t *testing.T) {
	e := newEditor(t, ur.Game{})
	e.Cycle("M3", false)
	if got := e.Say("M3") + "; " + e.Say("M4"); got != "a left piece; empty" {
		t.Errorf("Say(M3); Say(M4) = %q, want a left piece; empty", got)
	}
}
