package ur_test

import (
	"slices"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// play replays tokens through the checked door (rules.Match) in a game with
// the given number of pieces and returns the match; any refused token
// fails the test.
func play(t testing.TB, pieces int, tokens ...string) *rules.Match {
	t.Helper()
	opts := rules.Options{"pieces": strconv.Itoa(pieces)}
	m, err := rules.Replay(ur.Game{}, opts, tokens)
	if err != nil {
		t.Fatalf("replaying %q: %v", tokens, err)
	}
	return m
}

// state returns the match's position as Ur's state.
func state(m *rules.Match) *ur.State { return m.Position().(*ur.State) }

// tokensFor returns the sorted tokens of s.LegalFor(roll).
func tokensFor(s *ur.State, roll int) []string {
	return tokensOf(s, s.LegalFor(roll, nil))
}

// tokensOf returns the sorted tokens of moves in s.
func tokensOf(s *ur.State, moves []rules.Move) []string {
	tokens := []string{}
	for _, m := range moves {
		tokens = append(tokens, s.Token(m))
	}
	slices.Sort(tokens)
	return tokens
}

// moveFor reads token in s, failing the test if it is unreadable.
func moveFor(t testing.TB, s *ur.State, token string) rules.Move {
	t.Helper()
	m, err := s.ParseToken(token)
	if err != nil {
		t.Fatalf("ParseToken(%q): %v", token, err)
	}
	return m
}

// cell parses a cell name, failing the test if it is bad.
func cell(t testing.TB, name string) ur.Cell {
	t.Helper()
	c, err := ur.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Short names for the sides.
const (
	left  = rules.First
	right = rules.Second
)
