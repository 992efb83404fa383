package echelon_test

import (
	"maps"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/rulestest"
)

// startText is docs/rules.md's setup written by hand: blue's cells, then red's,
// each row by row.
const startText = "red_b:g8.g9.h9.g10.h10.i10.g11.h11.i11.j11_r:b1.c1.d1.e1.c2.d2.e2.d3.e3.e4"

// dead is the setup kind of a dead cell.
const dead = "dead"

// TestSetupStart checks that the initial position writes as startText and
// that startText sets it up again.
func TestSetupStart(t *testing.T) {
	opts := rules.Options{"variant": "standard"}
	start, _ := echelon.Game{}.New(opts)
	if got, ok := rules.SetupText(echelon.Game{}, opts, start); !ok || got != startText {
		t.Errorf("SetupText(start) = %q, %v; want %q", got, ok, startText)
	}
	pos, err := rules.Setup(echelon.Game{}, opts, startText)
	if err != nil || *pos.(*echelon.State) != *start.(*echelon.State) {
		t.Errorf("Setup(startText) = %v, %v; want the initial position", pos, err)
	}
}

// edited returns docs/rules.md's setup with cells changed (a kind of "" empties
// the cell) as a setup text.
func edited(toMove rules.Player, change map[string]string) string {
	d, _ := rules.ParseDiagram(echelon.Game{}, startText)
	d.ToMove = toMove
	maps.Copy(d.Cells, change)
	maps.DeleteFunc(d.Cells, func(_, k string) bool { return k == "" })
	return d.Text(echelon.Game{}, nil)
}

// TestSetupStacks sets up a stack and a dead cell and plays from them
// (docs/rules.md, Echelon: only the top of a stack moves, onto empty cells).
func TestSetupStacks(t *testing.T) {
	text := edited(rules.Second, map[string]string{"e4": dead, "e3": "rr"})
	pos, err := rules.Setup(echelon.Game{}, rules.Options{"variant": "standard"}, text)
	if err != nil {
		t.Fatal(err)
	}
	s := pos.(*echelon.State)
	e3, _ := echelon.Board().Parse("e3")
	e4, _ := echelon.Board().Parse("e4")
	if s.Height(e3) != 2 || !s.Dead(e4) || s.ToMove() != rules.Second {
		t.Errorf("e3 height %d, e4 dead %v, to move %v; want 2, true, blue", s.Height(e3), s.Dead(e4), s.ToMove())
	}
}

// TestSetupRefused lists setups no game reaches, with their reasons.
func TestSetupRefused(t *testing.T) {
	walled := map[string]string{"a1": strings.Repeat("r", 10), "a2": dead, "b2": dead}
	for _, c := range []string{"b1", "c1", "d1", "e1", "c2", "d2", "e2", "d3", "e3", "e4"} {
		walled[c] = dead
	}
	tests := []struct{ variant, text, why string }{
		{"standard", "red_b:g8", "has 0 red pieces"},
		{"standard", edited(rules.First, map[string]string{"g8": dead}), "has 9 blue pieces"},
		{"standard", edited(rules.First, map[string]string{"b1": "", "f5": "r"}), "b1 started with a red piece: once empty it is dead"},
		{"standard", edited(rules.First, map[string]string{"d3": dead, "e3": dead, "e4": "rrr"}), "a stack of three on e4"},
		{"standard", edited(rules.First, walled), "leaves red no legal move: the game is over"},
		{"standard", "red_rrrrrrrrrrrrrrrrrrrrr:a1", "not a kind of Echelon"},
		{"standard", "red_x:a1", "not a kind of Echelon"},
		{"standard", "red_r:a7", "echelon: setup"},
	}
	for _, tt := range tests {
		rulestest.CheckSetupRefused(t, echelon.Game{}, rules.Options{"variant": tt.variant}, tt.text, tt.why)
	}
	// Without the stack win, a stack of three is just a stack.
	three := edited(rules.First, map[string]string{"d3": dead, "e3": dead, "e4": "rrr"})
	if _, err := rules.Setup(echelon.Game{}, rules.Options{"variant": "gentleman"}, three); err != nil {
		t.Errorf("Setup(gentleman, %q): %v", three, err)
	}
}

// rowsText is a start other than the rules': five interlocked rows across
// the middle of the board, red on d4 e4 f4, g6 h6 and d7 e7 f7 g7 h7, blue on
// their point reflections (docs/rules.md, "Echelon start position").
const rowsText = "red_b:d5.e5.f5.g5.h5.d6.e6.f8.g8.h8_r:d4.e4.f4.g6.h6.d7.e7.f7.g7.h7"

// TestSetupOtherStart checks that a start set up by hand on other cells is
// taken as a game's beginning, the position NewFrom makes, and that a
// position like it but not a start is refused with what a start needs.
func TestSetupOtherStart(t *testing.T) {
	opts := rules.Options{"variant": "standard"}
	var red []int
	for _, name := range strings.Fields("d4 e4 f4 g6 h6 d7 e7 f7 g7 h7") {
		c, _ := echelon.Board().Parse(name)
		red = append(red, c)
	}
	want := echelon.NewFrom(echelon.Options{Variant: echelon.Standard}, red)
	if got, ok := rules.SetupText(echelon.Game{}, opts, want); !ok || got != rowsText {
		t.Errorf("SetupText(NewFrom(rows)) = %q, %v; want %q", got, ok, rowsText)
	}
	pos, err := rules.Setup(echelon.Game{}, opts, rowsText)
	if err != nil || *pos.(*echelon.State) != *want {
		t.Errorf("Setup(%q) = %v, %v; want the rows start", rowsText, pos, err)
	}
	const needs = "started with a red piece: once empty it is dead, not live (a start of your own needs red to move and blue on the point reflections of red's cells)"
	for _, text := range []string{
		"blue" + strings.TrimPrefix(rowsText, "red"),         // blue to move
		strings.Replace(rowsText, "h8_", "i8_", 1),           // a blue piece off red's reflection
		strings.Replace(rowsText, "_r:d4.e4", "_r:e4.e3", 1), // a red piece off blue's reflection
	} {
		rulestest.CheckSetupRefused(t, echelon.Game{}, opts, text, needs)
	}
	// A start with stacks or dead cells is no start: its cells must have
	// come from the rules' start, and the message does not speak of starts.
	withDead := rowsText + "_dead:a1"
	rulestest.CheckSetupRefused(t, echelon.Game{}, opts, withDead, "b1 started with a red piece: once empty it is dead, not live")
	if _, err := rules.Setup(echelon.Game{}, opts, withDead); err == nil || strings.Contains(err.Error(), "a start of your own") {
		t.Errorf("Setup(%q) = %v; want a refusal that does not speak of starts", withDead, err)
	}
}

// TestReachedSetups sets up positions of random games and checks they
// play the same.
func TestReachedSetups(t *testing.T) {
	for _, v := range []string{"standard", "gentleman"} {
		rulestest.CheckReachedSetups(t, echelon.Game{}, rules.Options{"variant": v}, 11, 5)
	}
}

// FuzzSetup reads any setup text.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{"red", startText, "red_rb:a1_dead:b1", "blue_r:g7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rulestest.CheckSetup(t, echelon.Game{}, rules.Options{"variant": "standard"}, "echelon: ", text)
	})
}

// TestSayKind checks Echelon's kinds in words: stacks bottom to top.
func TestSayKind(t *testing.T) {
	for kind, want := range map[string]string{"b": "a blue piece", "rrb": "a stack of 3, bottom to top: red, red, blue", dead: "a dead cell", "": "empty"} {
		if got := (echelon.Game{}).SayKind(kind, rules.First); got != want {
			t.Errorf("SayKind(%q) = %q, want %q", kind, got, want)
		}
	}
}
