package echelon_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// Short names for the players.
const (
	red  = rules.First
	blue = rules.Second
)

// variantOpts are the rules.Options of each variant.
var variantOpts = map[echelon.Variant]rules.Options{
	echelon.Standard:  {"variant": "standard"},
	echelon.Gentleman: {"variant": "gentleman"},
}

// play replays tokens through the checked door (rules.Match) in variant v
// and returns the match; any refused token fails the test.
func play(t testing.TB, v echelon.Variant, tokens ...string) *rules.Match {
	t.Helper()
	m, err := rules.Replay(echelon.Game{}, variantOpts[v], tokens)
	if err != nil {
		t.Fatalf("replaying %q: %v", tokens, err)
	}
	return m
}

// state returns the match's position as Echelon's state.
func state(m *rules.Match) *echelon.State { return m.Position().(*echelon.State) }

// cell parses a cell name, failing the test if it is bad.
func cell(t testing.TB, name string) int {
	t.Helper()
	c, err := echelon.Board().Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// names returns the sorted names of cells.
func names(cells []int) []string {
	out := []string{}
	for _, c := range cells {
		out = append(out, echelon.Board().Name(c))
	}
	slices.Sort(out)
	return out
}

// tokensOf returns the sorted tokens of moves in s.
func tokensOf(s *echelon.State, moves []rules.Move) []string {
	tokens := []string{}
	for _, m := range moves {
		tokens = append(tokens, s.Token(m))
	}
	slices.Sort(tokens)
	return tokens
}

// moveFor reads token in s, failing the test if it is unreadable.
func moveFor(t testing.TB, s *echelon.State, token string) rules.Move {
	t.Helper()
	m, err := s.ParseToken(token)
	if err != nil {
		t.Fatalf("ParseToken(%q): %v", token, err)
	}
	return m
}

// isLegal says whether token is among s's legal moves.
func isLegal(s *echelon.State, token string) bool {
	return slices.Contains(tokensOf(s, s.Legal(nil)), token)
}

// stackString writes the stack on c as letters bottom to top, 'r' and 'b',
// "x" for a dead cell and "" for an empty live one.
func stackString(s *echelon.State, c int) string {
	if s.Dead(c) {
		return "x"
	}
	out := ""
	for _, p := range s.Stack(c) {
		out += map[rules.Player]string{red: "r", blue: "b"}[p]
	}
	return out
}
