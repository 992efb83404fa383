package carteso_test

import (
	"fmt"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// play replays tokens through the checked door (rules.Match) in a game
// with the given option words and returns the match; any refused token
// fails the test.
func play(t testing.TB, words []string, tokens ...string) *rules.Match {
	t.Helper()
	opts, err := rules.ParseOptionWords(carteso.Game{}, words)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.Replay(carteso.Game{}, opts, tokens)
	if err != nil {
		t.Fatalf("replaying %q: %v", tokens, err)
	}
	return m
}

// state returns the match's position as Carteso's state.
func state(m *rules.Match) *carteso.State { return m.Position().(*carteso.State) }

// point parses a point name on a board of side size, failing the test if
// it is bad.
func point(t testing.TB, name string, size int) carteso.Point {
	t.Helper()
	p, err := carteso.ParsePoint(name, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Short names for the players.
const (
	vertical   = rules.First
	horizontal = rules.Second
	nobody     = rules.NoPlayer
)

// small is the option words of a 5x5 board with the default komi.
var small = []string{"size=5"}

// describe writes down everything a position shows: whose turn, passes,
// last placer, score, and every group with its claim.
func describe(s *carteso.State) string {
	return fmt.Sprint(s.ToMove(), s.Passes(), s.LastPlacer(), s.Score(), s.Groups())
}
