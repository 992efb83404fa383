package ur_test

import (
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/rulestest"
	"tessera/rules/ur"
)

// TestSetup sets positions up by hand and reads them back square by
// square (docs/rules.md, Royal Game of Ur: paths, pools).
func TestSetup(t *testing.T) {
	m, err := rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "7"}, "right_2:L5_l:M3.L1_r:R6")
	if err != nil {
		t.Fatal(err)
	}
	s := state(m)
	if m.Setup() != "right_2:L5_l:L1.M3_r:R6" {
		t.Errorf("Setup() = %q, want the canonical right_2:L5_l:L1.M3_r:R6", m.Setup())
	}
	if s.ToMove() != rules.Second || s.Home(rules.First) != 2 || s.Waiting(rules.First) != 3 ||
		s.Waiting(rules.Second) != 6 || s.Home(rules.Second) != 0 {
		t.Errorf("to move %v, left waiting %d home %d, right waiting %d home %d; want right, 3, 2, 6, 0",
			s.ToMove(), s.Waiting(rules.First), s.Home(rules.First), s.Waiting(rules.Second), s.Home(rules.Second))
	}
	for cell, want := range map[string]rules.Player{"L1": rules.First, "M3": rules.First, "R6": rules.Second, "M4": rules.NoPlayer} {
		c, _ := ur.ParseCell(cell)
		if got := s.Occupant(c); got != want {
			t.Errorf("Occupant(%s) = %v, want %v", cell, got, want)
		}
	}
	// Right rolls 1 from R6 and bears off (path square 14 + 1 = finish).
	if err := m.Play("1:R6"); err != nil {
		t.Errorf("1:R6 from the setup: %v", err)
	}
}

// TestSetupStart checks that the bare player to move sets up the initial
// position, and that the initial position writes as that text.
func TestSetupStart(t *testing.T) {
	opts := rules.Options{"pieces": "7"}
	start, _ := ur.Game{}.New(opts)
	if text, ok := rules.SetupText(ur.Game{}, opts, start); !ok || text != "left" {
		t.Errorf("SetupText(start) = %q, %v; want left", text, ok)
	}
	pos, err := rules.Setup(ur.Game{}, opts, "left")
	if err != nil || pos.(*ur.State).Key() != start.(*ur.State).Key() {
		t.Errorf("Setup(left) = %v, %v; want the initial position", pos, err)
	}
}

// TestSetupRefused lists setups no game reaches, each with the words of
// its refusal.
func TestSetupRefused(t *testing.T) {
	tests := []struct{ pieces, text, why string }{
		{"3", "left_l:L1.L2.L3.M0", "a side plays with 3"},
		{"3", "left_2:L5_l:L1.L2", "a side plays with 3"},
		{"7", "left_l:L4", "not a square on left's path"},
		{"7", "left_l:R1", "not a square on left's path"},
		{"7", "left_r:L1", "not a square on right's path"},
		{"7", "left_l:L5", "number of pieces borne off"},
		{"7", "left_0:L5", "number of pieces borne off"},
		{"7", "left_07:L5", "number of pieces borne off"},
		{"7", "left_x:M1", "not a kind of Ur"},
		{"7", "left_l:N1", "not a cell"},
		{"2", "right_2:R5", "every right piece borne off: the game is over"},
		{"7", "up", "does not start with the player to move"},
		{"7", "left_l:M1_r:M1", "names M1 twice"},
		{"7", "left_l:", "is not a cell name"},
		{"7", "left_l:M1_l:M2", "with a new kind"},
	}
	for _, tt := range tests {
		rulestest.CheckSetupRefused(t, ur.Game{}, rules.Options{"pieces": tt.pieces}, tt.text, tt.why)
	}
}

// TestSetupKinds checks the editor's cycle on squares of one side, of
// both, and on pools.
func TestSetupKinds(t *testing.T) {
	opts := rules.Options{"pieces": "3"}
	for cell, want := range map[string]string{"L1": ",l", "M3": ",l,r", "R7": ",r", "L4": "", "R5": ",1,2"} {
		if got := strings.Join(ur.Game{}.SetupKinds(opts, cell), ","); got != want {
			t.Errorf("SetupKinds(%s) = %q, want %q", cell, got, want)
		}
	}
}

// TestReachedSetups sets up positions of random games and checks they
// play the same.
func TestReachedSetups(t *testing.T) {
	for _, pieces := range []string{"1", "3", "7"} {
		rulestest.CheckReachedSetups(t, ur.Game{}, rules.Options{"pieces": pieces}, 7, 20)
	}
}

// FuzzSetup reads any setup text.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{"left", "right_2:L5_l:L1.M3_r:R6", "left_l:M1_r:M1", "left_1:R5.L5", "right_r:R1.R2.R3.M0.M1.M2.M7.M6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rulestest.CheckSetup(t, ur.Game{}, rules.Options{"pieces": "7"}, "ur: ", text)
	})
}

// TestSayKind checks Ur's kinds in words.
func TestSayKind(t *testing.T) {
	for kind, want := range map[string]string{"l": "a left piece", "r": "a right piece", "3": "3 borne off", "": "empty"} {
		if got := (ur.Game{}).SayKind(kind, rules.First); got != want {
			t.Errorf("SayKind(%q) = %q, want %q", kind, got, want)
		}
	}
}
