package ecalper_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/rulestest"
)

// TestSetupText writes positions reached by play, worked out by hand
// (docs/rules.md, Ecalper: three placements, then replacement and three
// placements; the three stones just placed are the ones to replace).
func TestSetupText(t *testing.T) {
	tests := []struct {
		tokens []string
		want   string
		ok     bool
	}{
		{nil, "black", true},
		{[]string{"c3"}, "", false}, // in the middle of black's turn
		{[]string{"c3", "c4", "c5"}, "white_new:c3.c4.c5", true},
		{[]string{"c3", "c4", "c5", "xc4", "a1", "a2", "a3"}, "black_b:c3.c5_new:a1.a2.a3_w:c4", true},
		{[]string{"c3", "c4", "c5", "swap"}, "", false}, // white's turn after a swap
	}
	for _, tt := range tests {
		rulestest.CheckSetupText(t, ecalper.Game{}, play(t, 5, true, tt.tokens...), tt.want, tt.ok)
	}
}

// TestSetupPlays sets a position up and plays from it: black must replace
// one of white's three new stones, and white's first turn may swap only
// with the pie rule.
func TestSetupPlays(t *testing.T) {
	m, err := rules.NewMatchFrom(ecalper.Game{}, options(5, true), "black_w:c4_new:a3.a2.a1_b:c5.c3")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Legal(), []string{"xa1", "xa2", "xa3"}; !slices.Equal(got, want) {
		t.Errorf("Legal = %q, want %q", got, want)
	}
	for pie, want := range map[bool][]string{true: {"swap", "xc3", "xc4", "xc5"}, false: {"xc3", "xc4", "xc5"}} {
		m, err := rules.NewMatchFrom(ecalper.Game{}, options(5, pie), "white_new:c3.c4.c5")
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Legal(); !slices.Equal(got, want) {
			t.Errorf("pie %v: Legal = %q, want %q", pie, got, want)
		}
	}
}

// TestSetupRefused lists setups no game reaches, with their reasons.
func TestSetupRefused(t *testing.T) {
	tests := []struct{ text, why string }{
		{"white", "it is black's turn"},
		{"black_b:c3", "multiple of three"},
		{"black_b:c3.c4.c5", "it is white's turn"},
		{"white_b:c3.c4_new:c5", "must be marked new, not 1"},
		{"black_b:c3.c5.c6_new:a1.a2.a3", "black holds 2 stones and white 4"},
		{"black_b:c3.c5_w:c4.a1.a2.a3", "must be marked new, not 0"},
		{"black_b:z9", "ecalper: setup"},
		{"black_x:c3", "not a kind of Ecalper"},
	}
	for _, tt := range tests {
		rulestest.CheckSetupRefused(t, ecalper.Game{}, options(5, true), tt.text, tt.why)
	}
}

// TestReachedSetups sets up positions of random games and checks they
// play the same.
func TestReachedSetups(t *testing.T) {
	for _, pie := range []bool{true, false} {
		rulestest.CheckReachedSetups(t, ecalper.Game{}, options(5, pie), 3, 10)
	}
	rulestest.CheckReachedSetups(t, ecalper.Game{}, options(7, true), 4, 3)
}

// FuzzSetup reads any setup text.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{"black", "white_new:c3.c4.c5", "black_b:c3.c5_new:a1.a2.a3_w:c4", "black_b:c3.c5.c6_new:a1.a2.a3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rulestest.CheckSetup(t, ecalper.Game{}, options(5, true), "ecalper: ", text)
	})
}

// TestSayKind checks Ecalper's kinds in words: new stones are the
// opponent's of the player to move.
func TestSayKind(t *testing.T) {
	for kind, want := range map[string]string{"b": "a black stone", "w": "a white stone", "new": "a white stone of white's last turn, to replace", "": "empty"} {
		if got := (ecalper.Game{}).SayKind(kind, rules.First); got != want {
			t.Errorf("SayKind(%q) = %q, want %q", kind, got, want)
		}
	}
}
