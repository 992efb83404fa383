package echelon_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// TestGlossary plays the terms of the original rules page's glossary
// (seeds/echelon-rules-page.txt) under docs/rules.md's rules. Where the two
// differ, docs/rules.md wins, and the row says so:
//   - The page says a piece "may move any number of spaces until it
//     encounters an obstruction or another piece", which could mean it
//     must go all the way; docs/rules.md lets it stop on any empty live cell
//     (and the page's own dink, a one-cell move, agrees).
//   - The page says a stack of three wins; docs/rules.md says exactly three, so
//     stomping onto a stack of three or more wins nothing (TestResults).
//   - The page does not say which comes first when a stack win and the
//     opponent's lack of moves meet; docs/rules.md checks the stack win first
//     (TestResults).
//   - The page's setup diagrams are lost; docs/rules.md's setup (TestSetup).
func TestGlossary(t *testing.T) {
	tests := []struct {
		term  string
		pos   *echelon.State
		moves []string          // played in order; each must be legal
		after map[string]string // cells' stacks afterwards, bottom to top ("x" dead, "" empty)
	}{
		// "Dink: a move from one hexagon to an adjacent one." Legal: a
		// slide may stop on its first empty cell; the cell left is dead.
		{"dink", state(play(t, std)), []string{"e4-e5"},
			map[string]string{"e4": "x", "e5": "r"}},
		// "Auto-stomping: a move in which one piece stomps another piece
		// of the same colour." Legal: "A piece may stomp a piece of its
		// own colour."
		{"auto-stomp", state(play(t, std)), []string{"d3-e4"},
			map[string]string{"d3": "x", "e4": "rr"}},
		// "Stomping: moving a piece on top of one or more other pieces."
		// A free piece lands on the first piece of its line, past empty
		// cells (e8, e7).
		{"stomping", echelon.Setup(std, red, map[string]string{"e9": "r", "e6": "b", "a1": "b"}), []string{"e9-e6"},
			map[string]string{"e9": "x", "e8": "", "e7": "", "e6": "br"}},
		// "Unstomping: moving the top piece of a stack to another hexagon,
		// freeing the piece directly underneath." Legal to an empty cell;
		// the cell left keeps its piece, so it stays live.
		{"unstomp", echelon.Setup(std, red, map[string]string{"f6": "br", "a1": "b"}), []string{"f6-f8"},
			map[string]string{"f6": "b", "f7": "", "f8": "r"}},
		// "Restomping: when a piece is unstomped and immediately stomps
		// the piece that was stomping it." Legal: once uncovered, the
		// piece is free, and a free piece may stomp.
		{"restomp", echelon.Setup(std, red, map[string]string{"f6": "br", "a1": "b"}), []string{"f6-f8", "f6-f8"},
			map[string]string{"f6": "x", "f7": "", "f8": "rb"}},
		// "Dead hexagon: a hexagon which has previously contained a piece
		// but no longer does." A stack loses its pieces one by one; the
		// cell dies with the last.
		{"dead hexagon", echelon.Setup(std, red, map[string]string{"f6": "rr", "a1": "b", "k11": "b"}),
			[]string{"f6-f8", "a1-a2", "f6-e6"},
			map[string]string{"f6": "x", "f8": "r", "e6": "r", "a1": "x"}},
	}
	for _, tt := range tests {
		t.Run(tt.term, func(t *testing.T) {
			s := tt.pos
			for _, tok := range tt.moves {
				if !isLegal(s, tok) {
					t.Fatalf("%s is not legal", tok)
				}
				s.Apply(moveFor(t, s, tok))
			}
			for name, want := range tt.after {
				if got := stackString(s, cell(t, name)); got != want {
					t.Errorf("%s holds %q, want %q", name, got, want)
				}
			}
		})
	}
}

// TestSuperStompForbidden: "Super-stomping: a move in which a piece moves
// from the top of one stack to the top of another. This is not allowed
// ever." docs/rules.md agrees: "moving from a stack onto another piece is
// forbidden". The red top of f6 may not land on f8 (a stack), e6 (a blue
// piece) or g7 (its own piece), though it may stop short of each; the free
// red piece on g7 may stomp f6.
func TestSuperStompForbidden(t *testing.T) {
	s := echelon.Setup(std, red, map[string]string{"f6": "br", "f8": "rb", "e6": "b", "g7": "r"})
	for _, tok := range []string{"f6-f8", "f6-e6", "f6-g7"} {
		if isLegal(s, tok) {
			t.Errorf("super-stomp %s is listed as legal", tok)
		}
	}
	for _, tok := range []string{"f6-f7", "f6-g6", "g7-f6"} {
		if !isLegal(s, tok) {
			t.Errorf("%s is not listed as legal", tok)
		}
	}
	m := play(t, std)
	if err := m.Play("d3-e4"); err != nil { // auto-stomp: e4 becomes a stack
		t.Fatal(err)
	}
	if err := m.Play("g8-g7"); err != nil {
		t.Fatal(err)
	}
	if err := m.Play("e4-e3"); err == nil { // from the top of e4 onto e3
		t.Error("the checked door accepted the super-stomp e4-e3")
	}
	if m.Position().ToMove() != rules.First {
		t.Error("a refused move changed the position")
	}
}
