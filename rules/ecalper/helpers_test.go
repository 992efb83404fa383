package ecalper_test

import (
	"slices"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// play replays tokens through the checked door (rules.Match) on a board of
// the given side, with the pie rule on or off; any refused token fails the
// test.
func play(t testing.TB, size int, pie bool, tokens ...string) *rules.Match {
	t.Helper()
	m, err := rules.Replay(ecalper.Game{}, options(size, pie), tokens)
	if err != nil {
		t.Fatalf("replaying %q: %v", tokens, err)
	}
	return m
}

// options returns the rules.Options of a side and a pie setting.
func options(size int, pie bool) rules.Options {
	onOff := map[bool]string{true: "on", false: "off"}
	return rules.Options{"size": strconv.Itoa(size), "pie": onOff[pie]}
}

// state returns the match's position as Ecalper's state.
func state(m *rules.Match) *ecalper.State { return m.Position().(*ecalper.State) }

// legalTokens returns the sorted tokens of s.Legal.
func legalTokens(s *ecalper.State) []string {
	tokens := []string{}
	for _, m := range s.Legal(nil) {
		tokens = append(tokens, s.Token(m))
	}
	slices.Sort(tokens)
	return tokens
}

// names returns the sorted names of cells on s's board.
func names(s *ecalper.State, cells []int) []string {
	out := []string{}
	for _, c := range cells {
		out = append(out, s.Board().Name(c))
	}
	slices.Sort(out)
	return out
}

// cellCount is the number of cells of a hexhex of side n, from docs/rules.md:
// 3n(n-1)+1.
func cellCount(n int) int { return 3*n*(n-1) + 1 }

// gamePlies is the length in plies of every game on a board of cells
// cells, worked out from docs/rules.md: each turn adds three stones to the board
// (black's first turn three placements, every later turn one replacement
// and three placements), so (cells-1)/3 turns leave one empty cell, and
// black's last turn is a single replacement. A swap adds one ply.
func gamePlies(cells int, swapped bool) int {
	turns := (cells - 1) / 3
	plies := 3 + (turns-1)*4 + 1
	if swapped {
		plies++
	}
	return plies
}

// Short names for the colours.
const (
	black = ecalper.Black
	white = ecalper.White
)
