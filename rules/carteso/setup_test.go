package carteso_test

import (
	"encoding/json"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/rulestest"
)

// TestSetupClaims sets positions up with finished groups and reads the
// claims in the score, worked out by hand (docs/rules.md, Carteso: a group is
// owned by the player it is longer for, a square one by the opponent of
// the last placer; finished groups are claimed by their owner; komi 0.5).
func TestSetupClaims(t *testing.T) {
	tests := []struct{ text, score string }{
		// a1 walled in by white: a finished square group, claimed by
		// vertical, to move, as if horizontal's last stone finished it.
		{"vertical_b:a1_w:b1.a2", `{"vertical":1,"horizontal":0.5}`},
		// The same group marked as claimed by the player not to move.
		{"vertical_bx:a1_w:b1.a2", `{"vertical":0,"horizontal":1.5}`},
		{"horizontal_b:a1_w:b1.a2", `{"vertical":0,"horizontal":1.5}`},
		// a1-a2 spans two rows and one column: vertical's, whoever moves.
		{"horizontal_b:a1.a2_w:b1.b2.a3", `{"vertical":2,"horizontal":0.5}`},
		// Nothing finished: no claim.
		{"vertical_b:c3_w:c4", `{"vertical":0,"horizontal":0.5}`},
	}
	for _, tt := range tests {
		m, err := rules.NewMatchFrom(carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, tt.text)
		if err != nil {
			t.Errorf("Setup(%q): %v", tt.text, err)
			continue
		}
		b, _ := json.Marshal(m.Position().Score())
		if string(b) != tt.score {
			t.Errorf("Setup(%q) scores %s, want %s", tt.text, b, tt.score)
		}
		if m.Setup() != tt.text {
			t.Errorf("Setup(%q) writes %q", tt.text, m.Setup())
		}
	}
}

// TestSetupText writes a position reached by play: a square group claimed
// by the player not to move carries the mark.
func TestSetupText(t *testing.T) {
	// Vertical walls a white stone on a1 in with black, the last black
	// stone finishing it for horizontal (the opponent of the placer);
	// then horizontal places c3, and vertical is to move.
	m := play(t, []string{"size=5"}, "Wa1", "Ba2", "Bb1", "Bc3")
	rulestest.CheckSetupText(t, carteso.Game{}, m, "vertical_b:b1.a2.c3_wx:a1", true)
}

// TestSetupRefused lists setups that mark a claim where none can be.
func TestSetupRefused(t *testing.T) {
	tests := []struct{ text, why string }{
		{"horizontal_bx:a1.a2_w:a3.b1.b2", "longer one way"},
		{"horizontal_b:a1_bx:a2_w:a3.b1.b2", "not the first stone of its group"},
		{"vertical_bx:c3", "its group is not finished"},
		{"vertical_b:f1", "carteso: setup"},
		{"vertical_x:a1", "not a kind of Carteso"},
	}
	for _, tt := range tests {
		rulestest.CheckSetupRefused(t, carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, tt.text, tt.why)
	}
}

// TestReachedSetups sets up positions of random games and checks they
// play the same.
func TestReachedSetups(t *testing.T) {
	rulestest.CheckReachedSetups(t, carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, 8, 20)
	rulestest.CheckReachedSetups(t, carteso.Game{}, rules.Options{"size": "9", "komi": "0.5"}, 9, 3)
}

// FuzzSetup reads any setup text.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{"vertical", "vertical_b:a1_w:b1.a2", "horizontal_b:b1.a2.c3_wx:a1", "vertical_bx:c3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rulestest.CheckSetup(t, carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, "carteso: ", text)
	})
}

// TestSayKind checks Carteso's kinds in words: a marked stone's square
// group is claimed by the player not to move.
func TestSayKind(t *testing.T) {
	for kind, want := range map[string]string{"b": "a black stone", "wx": "a white stone, its square group claimed by horizontal", "": "empty"} {
		if got := (carteso.Game{}).SayKind(kind, rules.First); got != want {
			t.Errorf("SayKind(%q) = %q, want %q", kind, got, want)
		}
	}
}
