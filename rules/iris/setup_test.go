package iris_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/rules/rulestest"
)

// TestSetupText writes positions reached by play, worked out by hand
// (docs/rules.md, Iris: black's single first stone, then two-stone turns; a rim
// stone's partner is its opposite).
func TestSetupText(t *testing.T) {
	tests := []struct {
		tokens []string
		want   string
		ok     bool
	}{
		{nil, "black", true},
		{[]string{"e5"}, "white_b:e5", true},
		{[]string{"e5", "a1"}, "", false}, // white's second stone is to come
		{[]string{"e5", "a1", "i9"}, "black_b:e5_w:a1.i9", true},
		{[]string{"pass"}, "white", true},
	}
	for _, tt := range tests {
		rulestest.CheckSetupText(t, iris.Game{}, play(t, 5, tt.tokens...), tt.want, tt.ok)
	}
}

// TestSetupPlays sets positions up and plays from them: an empty board
// with black to move is the single-stone start, any other turn has two
// stones, the second on the opposite of a rim first stone.
func TestSetupPlays(t *testing.T) {
	opts := rules.Options{"size": "5"}
	m, err := rules.NewMatchFrom(iris.Game{}, opts, "black")
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(m.Legal(), "a1") {
		t.Errorf("black's single first stone may go on the rim: %q", m.Legal())
	}
	m, err = rules.NewMatchFrom(iris.Game{}, opts, "black_w:i9.a1_b:e5")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play("a5"); err != nil {
		t.Fatal(err)
	}
	if got := m.Legal(); !slices.Equal(got, []string{"i5"}) || m.ToMove() != rules.First {
		t.Errorf("after a5, %v to move with %q; want black with the opposite i5", m.ToMove(), got)
	}
}

// TestSetupRefused lists setups no game reaches, with their reasons.
func TestSetupRefused(t *testing.T) {
	full := rules.Diagram{ToMove: rules.First, Cells: map[string]string{}}
	for _, c := range (iris.Game{}).SetupCells(rules.Options{"size": "5"}) {
		full.Cells[c] = "b"
	}
	tests := []struct{ text, why string }{
		{full.Text(iris.Game{}, rules.Options{"size": "5"}), "fills the board: the game is over"},
		{"black_b:a1", "the black stone on a1 needs a black stone on the opposite cell i9"},
		{"white_b:a1_w:i9", "needs a black stone on the opposite cell i9"},
		{"white_b:j9", "iris: setup"},
		{"white_r:e5", "not a kind of Iris"},
	}
	for _, tt := range tests {
		rulestest.CheckSetupRefused(t, iris.Game{}, rules.Options{"size": "5"}, tt.text, tt.why)
	}
}

// TestReachedSetups sets up positions of random games and checks they
// play the same.
func TestReachedSetups(t *testing.T) {
	rulestest.CheckReachedSetups(t, iris.Game{}, rules.Options{"size": "5"}, 5, 10)
	rulestest.CheckReachedSetups(t, iris.Game{}, rules.Options{"size": "7"}, 6, 3)
}

// FuzzSetup reads any setup text.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{"black", "white_b:e5", "black_b:e5_w:a1.i9", "black_b:a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rulestest.CheckSetup(t, iris.Game{}, rules.Options{"size": "5"}, "iris: ", text)
	})
}

// TestSayKind checks Iris's kinds in words.
func TestSayKind(t *testing.T) {
	for kind, want := range map[string]string{"b": "a black stone", "w": "a white stone", "": "empty"} {
		if got := (iris.Game{}).SayKind(kind, rules.First); got != want {
			t.Errorf("SayKind(%q) = %q, want %q", kind, got, want)
		}
	}
}
