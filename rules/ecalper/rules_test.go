package ecalper_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// Positions on side 5 (a1 b1 c1 d1 e1 is the first row; e5 the centre), as
// records from the start.
var (
	// Black's first turn: a1, b1 and c1 are black; white to move.
	firstTurn = []string{"a1", "b1", "c1"}
	// Then white converts a1 and places e5, e6, e7; black to move.
	whiteTurn = append(slices.Clone(firstTurn), "xa1", "e5", "e6", "e7")
	// Then black converts e6 and places d1, a2, b3; white to move.
	blackTurn = append(slices.Clone(whiteTurn), "xe6", "d1", "a2", "b3")
)

// with returns record followed by more tokens.
func with(record []string, more ...string) []string {
	return append(slices.Clone(record), more...)
}

// TestTurnPlies checks who moves and which ply of the turn is in progress.
// docs/rules.md: "Black's first turn: three placements. Every later turn: first
// one replacement, then three placements."
func TestTurnPlies(t *testing.T) {
	tests := []struct {
		setup  []string
		toMove rules.Player
		phase  string
	}{
		{nil, black, "place 1 of 3"},
		{[]string{"a1"}, black, "place 2 of 3"},
		{[]string{"a1", "b1"}, black, "place 3 of 3"},
		{firstTurn, white, "replace"},
		{with(firstTurn, "xa1"), white, "place 1 of 3"},
		{with(firstTurn, "xa1", "e5"), white, "place 2 of 3"},
		{with(firstTurn, "xa1", "e5", "e6"), white, "place 3 of 3"},
		{whiteTurn, black, "replace"},
		{with(whiteTurn, "xe6"), black, "place 1 of 3"},
		{blackTurn, white, "replace"},
	}
	for _, tt := range tests {
		s := state(play(t, 5, false, tt.setup...))
		if s.ToMove() != tt.toMove || s.Phase().String() != tt.phase {
			t.Errorf("after %q: %d to move, phase %q; want %d, %q", tt.setup, s.ToMove(), s.Phase(), tt.toMove, tt.phase)
		}
	}
}

// TestLegal checks the legal tokens against docs/rules.md's rules.
func TestLegal(t *testing.T) {
	tests := []struct {
		rule  string // what docs/rules.md says that the row shows
		pie   bool
		setup []string
		want  []string
	}{
		{"white replaces one of the stones black placed in its previous turn", false, firstTurn, []string{"xa1", "xb1", "xc1"}},
		{"pie: at the very start of white's first turn, white may play swap", true, firstTurn, []string{"swap", "xa1", "xb1", "xc1"}},
		{"pie: after swap white's turn follows at once, the board unchanged", true, with(firstTurn, "swap"), []string{"xa1", "xb1", "xc1"}},
		{"not the stone the opponent converted by replacement (a1), nor own stones", false, whiteTurn, []string{"xe5", "xe6", "xe7"}},
		{"pie: black never swaps", true, whiteTurn, []string{"xe5", "xe6", "xe7"}},
		{"only stones placed in the opponent's previous turn: not e5, e7 of two turns ago", false, blackTurn, []string{"xa2", "xb3", "xd1"}},
		{"pie: no swap at white's second turn", true, blackTurn, []string{"xa2", "xb3", "xd1"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			s := state(play(t, 5, tt.pie, tt.setup...))
			if got := legalTokens(s); !slices.Equal(got, tt.want) {
				t.Errorf("after %q, Legal = %q, want %q", tt.setup, got, tt.want)
			}
			var want []string
			for _, tok := range tt.want {
				if c, ok := strings.CutPrefix(tok, "x"); ok {
					want = append(want, c)
				}
			}
			if got := names(s, s.Replaceable().Cells()); !slices.Equal(got, want) {
				t.Errorf("after %q, Replaceable = %q, want %q", tt.setup, got, want)
			}
		})
	}
}

// TestPlacementsAfterReplacement checks that after its replacement the
// mover places three stones, each on any empty cell, and may not replace
// again. docs/rules.md: "first one replacement, then three placements".
func TestPlacementsAfterReplacement(t *testing.T) {
	for _, setup := range [][]string{with(whiteTurn, "xe6"), with(whiteTurn, "xe6", "i9"), with(whiteTurn, "xe6", "i9", "a5")} {
		m := play(t, 5, true, setup...)
		s := state(m)
		var want []string
		for c := range s.Board().Len() {
			if !slices.Contains(setup, s.Board().Name(c)) { // every stone was placed by a token naming its cell
				want = append(want, s.Board().Name(c))
			}
		}
		slices.Sort(want)
		if got := legalTokens(s); !slices.Equal(got, want) {
			t.Errorf("after %q, Legal = %q, want every empty cell %q", setup, got, want)
		}
		if s.Replaceable().Len() != 0 || s.ToMove() != black {
			t.Errorf("after %q: %d replaceable stones, %d to move", setup, s.Replaceable().Len(), s.ToMove())
		}
	}
}

// TestRefused checks tokens the rules forbid, through the checked door.
func TestRefused(t *testing.T) {
	tests := []struct {
		rule  string
		pie   bool
		setup []string
		token string
	}{
		{"a placement is not a replacement", false, firstTurn, "e5"},
		{"no swap without the pie rule", false, firstTurn, "swap"},
		{"one swap only", true, with(firstTurn, "swap"), "swap"},
		{"no swap after white's replacement", true, with(firstTurn, "xa1"), "swap"},
		{"no swap once white has played its first turn", true, blackTurn, "swap"},
		{"not the converted stone", false, whiteTurn, "xa1"},
		{"not a stone of two turns ago", false, blackTurn, "xe5"},
		{"one replacement a turn", false, with(whiteTurn, "xe6"), "xe5"},
		{"no placement on a stone", false, with(whiteTurn, "xe6"), "e7"},
		{"no replacement in black's first turn", false, []string{"a1"}, "xa1"},
	}
	for _, tt := range tests {
		m := play(t, 5, tt.pie, tt.setup...)
		before := *state(m)
		if err := m.Play(tt.token); err == nil {
			t.Errorf("%s: after %q, %q was accepted", tt.rule, tt.setup, tt.token)
		}
		if *state(m) != before {
			t.Errorf("%s: refused %q changed the position", tt.rule, tt.token)
		}
	}
}

// TestSwap checks docs/rules.md's pie rule: "The board is unchanged ... The
// referee deals in colours only: after swap it is still white to move."
func TestSwap(t *testing.T) {
	m := play(t, 5, true, firstTurn...)
	before := *state(m)
	if !before.CanSwap() || !before.Phase().Swap || before.Swapped() {
		t.Fatalf("white's first turn: CanSwap %v, Phase %+v, Swapped %v", before.CanSwap(), before.Phase(), before.Swapped())
	}
	if err := m.Play("swap"); err != nil {
		t.Fatal(err)
	}
	s := state(m)
	if s.Stones(black) != before.Stones(black) || s.Stones(white) != before.Stones(white) {
		t.Error("swap changed the board")
	}
	if s.ToMove() != white || m.PlayerName(m.ToMove()) != "white" || s.CanSwap() || !s.Swapped() {
		t.Errorf("after swap: %q to move, CanSwap %v, Swapped %v", m.PlayerName(m.ToMove()), s.CanSwap(), s.Swapped())
	}
}

// TestLastTurn plays a side-5 game to its end by always taking the first
// legal token in byte order, then checks docs/rules.md's ending: "When white's
// turn ends with exactly one empty cell, black makes a final turn of one
// replacement only, and the game ends with that cell empty."
func TestLastTurn(t *testing.T) {
	m := play(t, 5, false)
	for state(m).EmptyCount() > 1 || state(m).ToMove() != black {
		if err := m.Play(m.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	s := state(m)
	whitePlaced := m.Tokens()[m.Ply()-3:]
	var want []string
	for _, tok := range whitePlaced {
		want = append(want, "x"+tok)
	}
	slices.Sort(want)
	if got := m.Legal(); !slices.Equal(got, want) || !s.Phase().Last || !s.Phase().Replace {
		t.Fatalf("black's last turn: Legal %q, phase %+v; want %q, a last replacement", got, s.Phase(), want)
	}
	if err := m.Play(want[1]); err != nil {
		t.Fatal(err)
	}
	if !m.Result().Over || m.ToMove() != rules.NoPlayer || len(m.Legal()) != 0 || s.Phase().String() != "over" {
		t.Fatalf("after black's last replacement: result %+v, %d to move, legal %q", m.Result(), m.ToMove(), m.Legal())
	}
	empty := s.Empty().Cells()
	if len(empty) != 1 || slices.Contains(m.Tokens(), s.Board().Name(empty[0])) {
		t.Errorf("the game ended with empty cells %q; want one cell no token named", names(s, empty))
	}
	if err := m.Play(s.Board().Name(empty[0])); err == nil {
		t.Error("a placement on the last empty cell was accepted after the game ended")
	}
	if m.Ply() != gamePlies(cellCount(5), false) {
		t.Errorf("the game took %d plies, want %d", m.Ply(), gamePlies(cellCount(5), false))
	}
}

// TestWinner checks docs/rules.md's result order: "the player whose largest
// group is larger wins; if equal, the one with fewer groups wins; if that
// is equal too, the game is a draw."
func TestWinner(t *testing.T) {
	side := func(largest, groups int) ecalper.Side { return ecalper.Side{Largest: largest, Groups: groups} }
	tests := []struct {
		rule         string
		black, white ecalper.Side
		want         rules.Player
	}{
		{"larger largest group wins, even with more groups", side(30, 9), side(29, 2), black},
		{"larger largest group wins (white)", side(12, 1), side(13, 7), white},
		{"equal largest groups: fewer groups wins", side(20, 4), side(20, 3), white},
		{"equal largest groups: fewer groups wins (black)", side(20, 2), side(20, 3), black},
		{"equal in both: a draw", side(20, 3), side(20, 3), rules.NoPlayer},
	}
	for _, tt := range tests {
		if got := ecalper.Winner(ecalper.Score{Black: tt.black, White: tt.white}); got != tt.want {
			t.Errorf("%s: Winner = %d, want %d", tt.rule, got, tt.want)
		}
	}
}

// TestRefereeView checks what the referee prints (docs/rules.md's referee
// section), through rules.Match: colour names, sorted legal tokens, the
// score object, and the winner while the game goes on.
func TestRefereeView(t *testing.T) {
	m := play(t, 5, true, whiteTurn...)
	if got := m.PlayerName(m.ToMove()); got != "black" {
		t.Errorf("to move %q, want black", got)
	}
	if got := m.Legal(); !slices.Equal(got, []string{"xe5", "xe6", "xe7"}) {
		t.Errorf("legal %q", got)
	}
	// Black: b1-c1, one group of two. White: a1 alone, and the line e5-e6-e7.
	got, err := json.Marshal(m.Position().Score())
	want := `{"black":{"largest":2,"groups":1},"white":{"largest":3,"groups":2}}`
	if err != nil || string(got) != want {
		t.Errorf("score %s, %v; want %s", got, err, want)
	}
	if m.WinnerName() != "" {
		t.Errorf("winner %q while the game goes on", m.WinnerName())
	}
	empty, _ := json.Marshal(play(t, 5, true).Position().Score())
	if want := `{"black":{"largest":0,"groups":0},"white":{"largest":0,"groups":0}}`; string(empty) != want {
		t.Errorf("empty board: score %s, want %s", empty, want)
	}
}

// TestGroups checks the groups a board view lights, on a hand-made board.
func TestGroups(t *testing.T) {
	s := state(play(t, 5, true, whiteTurn...))
	var got [][]string
	for _, g := range s.Groups(white) {
		got = append(got, names(s, g))
	}
	if want := [][]string{{"e5", "e6", "e7"}, {"a1"}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("white's groups %q, want %q", got, want)
	}
	if g := s.Groups(black); len(g) != 1 || !slices.Equal(names(s, g[0]), []string{"b1", "c1"}) {
		t.Errorf("black's groups %v, want b1-c1", g)
	}
	if g := s.LargestGroups(white); len(g) != 1 || !slices.Equal(names(s, g[0]), []string{"e5", "e6", "e7"}) {
		t.Errorf("white's largest groups %v, want e5-e6-e7", g)
	}
	// After "e5 d4 f6 xe5": black d4 and f6 apart, two largest groups of one.
	s = state(play(t, 5, true, "e5", "d4", "f6", "xe5"))
	var largest [][]string
	for _, g := range s.LargestGroups(black) {
		largest = append(largest, names(s, g))
	}
	if want := [][]string{{"d4"}, {"f6"}}; !slices.EqualFunc(largest, want, slices.Equal) {
		t.Errorf("black's largest groups %q, want %q", largest, want)
	}
	if g := state(play(t, 5, true)).LargestGroups(black); len(g) != 0 {
		t.Errorf("largest groups on an empty board: %v", g)
	}
}

// The score says each colour's groups and largest group.
func TestScoreSide(t *testing.T) {
	sc := ecalper.Score{Black: ecalper.Side{Largest: 5, Groups: 2}, White: ecalper.Side{Largest: 7, Groups: 1}}
	if got := [2]string{sc.Side(rules.First), sc.Side(rules.Second)}; got != [2]string{"groups 2, largest 5", "groups 1, largest 7"} {
		t.Errorf("sides %q", got)
	}
}
