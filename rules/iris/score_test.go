package iris_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// docs/rules.md: "A group's score is the number of perimeter cells it holds.
// Compare the two players' group scores sorted high to low, position by
// position (a list that runs out counts as 0 there); the first difference
// decides. If every position is equal the game is a draw."
func TestLexicographicScore(t *testing.T) {
	tests := []struct {
		name         string
		black, white []string // finished side-7 boards, by hand
		score        string
		winner       rules.Player
		decider      []string // the winning group's cells
	}{
		{"larger top group wins",
			[]string{"a1", "b1", "c1"}, []string{"e1", "f1", "m13", "l13"},
			`{"black":[3],"white":[2,2]}`, black, []string{"a1", "b1", "c1"}},
		{"equal tops, then the second",
			[]string{"a1", "b1", "c1", "m13"}, []string{"e1", "f1", "g1", "l13", "k13"},
			`{"black":[3,1],"white":[3,2]}`, white, []string{"k13", "l13"}},
		{"a list that runs out counts as 0",
			[]string{"a1", "b1", "c1", "m13"}, []string{"e1", "f1", "g1"},
			`{"black":[3,1],"white":[3]}`, black, []string{"m13"}},
		{"gray stones join rim cells into one group",
			[]string{"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10", "k11", "l12", "m13"}, []string{"g1", "g13", "a7"},
			`{"black":[2],"white":[1,1,1]}`, black, []string{"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10", "k11", "l12", "m13"}},
		{"groups off the rim score nothing",
			[]string{"g7", "g8", "d4"}, []string{"a1"},
			`{"black":[],"white":[1]}`, white, []string{"a1"}},
		{"every position equal is a draw",
			[]string{"a1", "b1", "m13"}, []string{"e1", "f1", "g13"},
			`{"black":[2,1],"white":[2,1]}`, rules.NoPlayer, nil},
		{"an empty board is a draw", nil, nil, `{"black":[],"white":[]}`, rules.NoPlayer, nil},
	}
	for _, tt := range tests {
		s := iris.Finished(7, cells(t, 7, tt.black...), cells(t, 7, tt.white...))
		if got := scoreJSON(t, s); got != tt.score {
			t.Errorf("%s: score %s, want %s", tt.name, got, tt.score)
		}
		if r := s.Result(); !r.Over || r.Winner != tt.winner {
			t.Errorf("%s: result %+v, want winner %d", tt.name, r, tt.winner)
		}
		stones := [2]iris.Bits{s.Stones(black), s.Stones(white)}
		if got := s.Layout().Winner(stones[0], stones[1]); got != tt.winner {
			t.Errorf("%s: Layout.Winner = %d, want %d", tt.name, got, tt.winner)
		}
		p, g, ok := s.Decider()
		if p != tt.winner || ok != (tt.winner != rules.NoPlayer) || !slices.Equal(names(7, g.Cells), sorted(tt.decider)) {
			t.Errorf("%s: Decider = %d, %q, %v; want %d, %q", tt.name, p, names(7, g.Cells), ok, tt.winner, tt.decider)
		}
	}
}

// sorted returns a sorted copy of names, never nil.
func sorted(names []string) []string {
	s := append([]string{}, names...)
	slices.Sort(s)
	return s
}
