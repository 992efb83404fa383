package rulestest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
)

// CheckSetup is the body of a game's setup fuzz test: rules.Setup reads
// any text without panicking; an error starts with prefix (as "ur: "); an
// accepted text writes a canonical text that sets up the same diagram and
// writes itself again.
func CheckSetup(t *testing.T, g rules.Setupper, opts rules.Options, prefix, text string) {
	t.Helper()
	pos, err := rules.Setup(g, opts, text)
	if err != nil {
		if !strings.HasPrefix(err.Error(), prefix) {
			t.Errorf("Setup(%q) error %q does not start with %q", text, err, prefix)
		}
		return
	}
	canon, ok := rules.SetupText(g, opts, pos)
	if !ok {
		t.Fatalf("Setup(%q) sets up a position with no setup text", text)
	}
	pos2, err := rules.Setup(g, opts, canon)
	if err != nil {
		t.Fatalf("Setup(%q) writes %q, which is refused: %v", text, canon, err)
	}
	d1, _ := g.Diagram(pos)
	d2, _ := g.Diagram(pos2)
	if !reflect.DeepEqual(d1, d2) {
		t.Errorf("Setup(%q) = %+v, but its text %q sets up %+v", text, d1, canon, d2)
	}
	if again, _ := rules.SetupText(g, opts, pos2); again != canon {
		t.Errorf("Setup(%q) writes %q, then %q", text, canon, again)
	}
}

// CheckReachedSetups plays n random games of g with opts (seeded by seed)
// and, at every position with a setup text, sets that text up and checks
// that it is accepted and plays the same: same player to move, same sorted
// legal tokens, same result and score.
func CheckReachedSetups(t *testing.T, g rules.Setupper, opts rules.Options, seed uint64, n int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	checked := 0
	for range n {
		m, err := rules.NewMatch(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Result().Over {
			if text, ok := rules.SetupText(g, opts, m.Position()); ok {
				sameAsSetup(t, g, opts, m, text)
				checked++
			}
			legal := m.Legal()
			if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if _, ok := rules.SetupText(g, opts, m.Position()); ok {
			t.Errorf("a finished game has a setup text: %q", m.Tokens())
		}
	}
	if checked == 0 {
		t.Errorf("no position of %d games had a setup text", n)
	}
}

// sameAsSetup checks that text sets up a match that plays as m.
func sameAsSetup(t *testing.T, g rules.Setupper, opts rules.Options, m *rules.Match, text string) {
	t.Helper()
	s, err := rules.NewMatchFrom(g, opts, text)
	if err != nil {
		t.Fatalf("after %q, setup %q is refused: %v", m.Tokens(), text, err)
	}
	if s.Setup() != text {
		t.Errorf("setup %q reads back as %q", text, s.Setup())
	}
	score := func(m *rules.Match) string {
		b, err := json.Marshal(m.Position().Score())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if s.ToMove() != m.ToMove() || !slices.Equal(s.Legal(), m.Legal()) || s.Result() != m.Result() || score(s) != score(m) {
		t.Fatalf("after %q, setup %q plays as another position: to move %v, legal %q, result %v, score %s; want %v, %q, %v, %s",
			m.Tokens(), text, s.ToMove(), s.Legal(), s.Result(), score(s), m.ToMove(), m.Legal(), m.Result(), score(m))
	}
}

// CheckSetupText checks the setup text of m's position, as rules.SetupText
// writes it: want, and ok false for a position no text sets up.
func CheckSetupText(t *testing.T, g rules.Setupper, m *rules.Match, want string, ok bool) {
	t.Helper()
	got, gotOK := rules.SetupText(g, m.Options(), m.Position())
	if got != want || gotOK != ok {
		t.Errorf("after %q SetupText = %q, %v; want %q, %v", m.Tokens(), got, gotOK, want, ok)
	}
}

// CheckSetupRefused checks that rules.Setup refuses text with opts, in an
// error that says why.
func CheckSetupRefused(t *testing.T, g rules.Setupper, opts rules.Options, text, why string) {
	t.Helper()
	_, err := rules.Setup(g, opts, text)
	if err == nil || !strings.Contains(err.Error(), why) {
		t.Errorf("Setup(%v, %q) = %v, want an error saying %q", opts, text, err, why)
	}
}
