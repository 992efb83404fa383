package iris_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// docs/rules.md: "Black's first turn is a single stone on a gray cell."
func TestFirstTurnIsOneGrayStone(t *testing.T) {
	for size := iris.MinSize; size <= iris.MaxSize; size++ {
		m := play(t, size)
		want := append(grayCells(size), "pass")
		slices.Sort(want)
		if got := m.Legal(); !slices.Equal(got, want) {
			t.Errorf("size %d: black's first legal tokens = %q, want the gray cells and pass %q", size, got, want)
		}
	}
	m := play(t, 7)
	for _, rim := range []string{"a1", "g1", "m13", "a4", "j13"} {
		if err := m.Play(rim); err == nil {
			t.Errorf("black's first stone on the rim cell %s was accepted", rim)
		}
	}
	m = play(t, 7, "g7")
	if m.ToMove() != white {
		t.Errorf("after black's single stone, %s is to move, want white", m.PlayerName(m.ToMove()))
	}
	if got := len(m.Legal()); got != 127-1+1 {
		t.Errorf("white's first stone has %d legal tokens, want every empty cell and pass (127)", got)
	}
}

// docs/rules.md: "if the first is on a perimeter cell, the second must go on that
// cell's opposite"; the opposite of (q, r) is (2n-2-q, 2n-2-r).
func TestRimStoneForcesItsOpposite(t *testing.T) {
	tests := []struct {
		size            int
		first, opposite string
	}{
		{7, "a1", "m13"}, {7, "m13", "a1"}, {7, "g1", "g13"}, {7, "a7", "m7"},
		{7, "d1", "j13"}, {7, "m10", "a4"}, {5, "a1", "i9"}, {5, "e1", "e9"},
		{8, "o15", "a1"}, {8, "c10", "m6"},
	}
	for _, tt := range tests {
		m := play(t, tt.size, "pass", tt.first)
		if got := m.Legal(); !slices.Equal(got, []string{tt.opposite}) {
			t.Errorf("size %d, after %s: legal %q, want only %s", tt.size, tt.first, got, tt.opposite)
		}
		if cell, ok := state(m).Forced(); !ok || names(tt.size, []int{cell})[0] != tt.opposite {
			t.Errorf("size %d, after %s: Forced() = %d, %v, want %s", tt.size, tt.first, cell, ok, tt.opposite)
		}
		if m.ToMove() != white {
			t.Errorf("size %d, after %s: %s to move, want white still", tt.size, tt.first, m.PlayerName(m.ToMove()))
		}
		if err := m.Play(tt.opposite); err != nil || m.ToMove() != black {
			t.Errorf("size %d, after %s %s: %v, %s to move, want black", tt.size, tt.first, tt.opposite, err, m.PlayerName(m.ToMove()))
		}
	}
}

// docs/rules.md: "if the first is on a gray cell, the second must go on an empty
// gray cell not adjacent to the first".
func TestGrayStoneRulesOutItsNeighbours(t *testing.T) {
	tests := []struct {
		record    []string
		neighbors []string // the first stone's empty gray neighbours, by hand
		taken     []string // gray cells already holding stones
	}{
		{[]string{"g7", "d4"}, []string{"c3", "c4", "d3", "d5", "e4", "e5"}, []string{"g7", "d4"}},
		{[]string{"g7", "f6"}, []string{"e5", "e6", "f5", "f7", "g6"}, []string{"g7", "f6"}},
		{[]string{"g7", "b2"}, []string{"b3", "c2", "c3"}, []string{"g7", "b2"}},
		{[]string{"g7", "a1", "m13", "l12"}, []string{"k11", "k12", "l11"}, []string{"g7", "l12"}},
	}
	for _, tt := range tests {
		m := play(t, 7, tt.record...)
		want := without(grayCells(7), append(tt.neighbors, tt.taken...)...)
		if got := m.Legal(); !slices.Equal(got, want) {
			t.Errorf("after %q: legal %q, want %q", tt.record, got, want)
		}
		if got := names(7, state(m).RuledOut()); !slices.Equal(got, tt.neighbors) {
			t.Errorf("after %q: RuledOut %q, want %q", tt.record, got, tt.neighbors)
		}
	}
}

// fillGray returns a legal record on a side-5 board that fills every gray
// cell but keep: black's single stone or pass, then gray-gray turns.
func fillGray(t *testing.T, keep ...string) []string {
	t.Helper()
	hex := iris.LayoutOf(5).Hex()
	todo := without(grayCells(5), keep...)
	record := []string{"pass"}
	if len(todo)%2 == 1 {
		record = []string{todo[0]}
		todo = todo[1:]
	}
	for len(todo) > 0 {
		first, rest := todo[0], todo[1:]
		i := slices.IndexFunc(rest, func(c string) bool {
			return !hex.Adjacent(cells(t, 5, first)[0], cells(t, 5, c)[0])
		})
		if i < 0 {
			t.Fatalf("fillGray: no second stone for %s among %q", first, rest)
		}
		record = append(record, first, rest[i])
		todo = slices.Delete(rest, i, i+1)
	}
	play(t, 5, record...)
	return record
}

// docs/rules.md: "if no such cell is left, the second stone is forfeited and the
// turn ends."
func TestForfeitedSecondStone(t *testing.T) {
	tests := []struct {
		keep  []string // the gray cells left empty (black to move)
		first string   // black's first stone
		after int      // the cells then empty
	}{
		{[]string{"e5", "e4"}, "e5", 1 + 24}, // e4 is next to e5
		{[]string{"e5", "e4"}, "e4", 1 + 24}, // and e5 next to e4
		{[]string{"b2", "b3", "c3"}, "b3", 2 + 24},
		{[]string{"d4"}, "d4", 24}, // no gray cell left at all
	}
	for _, tt := range tests {
		m := play(t, 5, fillGray(t, tt.keep...)...)
		mover := m.ToMove()
		if err := m.Play(tt.first); err != nil || m.ToMove() != mover.Other() {
			t.Errorf("keeping %q, after %s: %v, %s to move, want %s (second stone forfeited)",
				tt.keep, tt.first, err, m.PlayerName(m.ToMove()), m.PlayerName(mover.Other()))
		}
		if got := len(m.Legal()); got != tt.after+1 {
			t.Errorf("keeping %q, after %s: %d legal tokens, want the %d empty cells and pass", tt.keep, tt.first, got, tt.after)
		}
	}
	// With a non-adjacent gray cell left, the second stone must go there.
	m := play(t, 5, append(fillGray(t, "b2", "d4"), "b2")...)
	if got := m.Legal(); !slices.Equal(got, []string{"d4"}) {
		t.Errorf("keeping b2 and d4, after b2: legal %q, want [d4]", got)
	}
}

// docs/rules.md: "A player may pass instead of a whole turn (never instead of a
// second stone)."
func TestPassOnlyInsteadOfAWholeTurn(t *testing.T) {
	tests := []struct {
		record []string
		pass   bool // pass is legal now
	}{
		{nil, true},
		{[]string{"g7"}, true},
		{[]string{"g7", "d4"}, false},         // a gray first stone waits for its second
		{[]string{"g7", "a1"}, false},         // a rim first stone waits for its opposite
		{[]string{"g7", "a1", "m13"}, true},   // black's turn starts
		{[]string{"g7", "pass", "d4"}, false}, // black's two-stone turn
		{[]string{"pass", "d4", "j10"}, true}, // black's turn after its passed first turn
		{[]string{"pass", "pass"}, false},     // the game is over
		{[]string{"g7", "pass", "a1"}, false},
	}
	for _, tt := range tests {
		m := play(t, 7, tt.record...)
		if got := slices.Contains(m.Legal(), "pass"); got != tt.pass {
			t.Errorf("after %q: pass legal %v, want %v", tt.record, got, tt.pass)
		}
	}
}

// docs/rules.md: "If black passes its first turn, that single-stone turn is used
// up: every later turn is a two-stone turn."
func TestBlackFirstTurnPass(t *testing.T) {
	m := play(t, 7, "pass")
	if m.ToMove() != white || state(m).SingleStoneTurn() {
		t.Fatalf("after black's pass: %s to move, single-stone turn %v; want white, false",
			m.PlayerName(m.ToMove()), state(m).SingleStoneTurn())
	}
	play(t, 7, "pass", "d4", "j10", "a1", "m13") // black's turn may start on the rim
	m = play(t, 7, "pass", "d4", "j10", "g7")
	if m.ToMove() != black {
		t.Errorf("after pass d4 j10 g7: %s to move, want black (its second stone)", m.PlayerName(m.ToMove()))
	}
}

// docs/rules.md: "The game ends when the board is full or after two consecutive
// passes", and "the first difference decides"; "If every position is
// equal the game is a draw" (the code must not crash).
func TestGameEnd(t *testing.T) {
	tests := []struct {
		record []string
		over   bool
		winner string
		score  string
	}{
		{nil, false, "", `{"black":[],"white":[]}`},
		{[]string{"pass", "pass"}, true, "draw", `{"black":[],"white":[]}`},
		{[]string{"g7", "pass", "pass"}, true, "draw", `{"black":[],"white":[]}`},
		{[]string{"g7", "a1", "m13", "pass", "pass"}, true, "white", `{"black":[],"white":[1,1]}`},
		{[]string{"g7", "pass", "a1", "m13", "pass"}, false, "", `{"black":[1,1],"white":[]}`},
		{[]string{"g7", "pass", "a1", "m13", "pass", "pass"}, true, "black", `{"black":[1,1],"white":[]}`},
		{[]string{"g7", "pass", "a1", "m13", "b1", "l13", "pass"}, false, "", `{"black":[1,1],"white":[1,1]}`},
		{[]string{"g7", "pass", "a1", "m13", "b1", "l13", "pass", "pass"}, true, "draw", `{"black":[1,1],"white":[1,1]}`},
		{[]string{"g7", "pass", "a1", "m13", "b1", "l13", "a2", "m12", "pass", "pass"}, true, "black", `{"black":[2,2],"white":[1,1]}`},
	}
	for _, tt := range tests {
		m := play(t, 7, tt.record...)
		if r := m.Result(); r.Over != tt.over || m.WinnerName() != tt.winner {
			t.Errorf("after %q: over %v winner %q, want %v %q", tt.record, r.Over, m.WinnerName(), tt.over, tt.winner)
		}
		if tt.over && (m.ToMove() != rules.NoPlayer || len(m.Legal()) != 0) {
			t.Errorf("after %q: the game is over but %s is to move with %q", tt.record, m.PlayerName(m.ToMove()), m.Legal())
		}
		if got := scoreJSON(t, m.Position()); got != tt.score {
			t.Errorf("after %q: score %s, want %s", tt.record, got, tt.score)
		}
	}
}

// The game ends as the last empty cell is filled, even by a first stone.
func TestFullBoardEnds(t *testing.T) {
	record := fillGray(t, "e5")
	m := play(t, 5, record...)
	for _, first := range []string{"a1", "a2", "a3", "a4", "a5", "b1", "b6", "c1", "c7", "d1", "d8", "e1"} {
		if m.Result().Over {
			t.Fatalf("over with empty cells after %q", m.Tokens())
		}
		if err := m.Play(first); err != nil {
			t.Fatal(err)
		}
		opposite := m.Legal()
		if len(opposite) != 1 {
			t.Fatalf("after %s: legal %q, want the opposite only", first, opposite)
		}
		if err := m.Play(opposite[0]); err != nil {
			t.Fatal(err)
		}
	}
	if m.Result().Over || !slices.Equal(m.Legal(), []string{"e5", "pass"}) {
		t.Fatalf("with e5 left: over %v, legal %q; want e5 and pass", m.Result().Over, m.Legal())
	}
	if err := m.Play("e5"); err != nil || !m.Result().Over || m.ToMove() != rules.NoPlayer {
		t.Errorf("after filling the last cell e5: %v, over %v, %s to move; want over", err, m.Result().Over, m.PlayerName(m.ToMove()))
	}
}

// The helpers a board view reads: the first stone waiting for its second,
// the forced cell, the ruled-out cells and the passes in a row.
func TestViewHelpers(t *testing.T) {
	tests := []struct {
		record   []string
		first    string // "" when no first stone waits
		forced   string // "" when none
		ruledOut []string
		passes   int
	}{
		{nil, "", "", nil, 0},
		{[]string{"g7"}, "", "", nil, 0},
		{[]string{"g7", "a1"}, "a1", "m13", nil, 0},
		{[]string{"g7", "h8"}, "h8", "", []string{"h9", "i8", "i9", "g8", "h7"}, 0},
		{[]string{"g7", "pass"}, "", "", nil, 1},
		{[]string{"pass", "pass"}, "", "", nil, 2},
	}
	for _, tt := range tests {
		s := state(play(t, 7, tt.record...))
		first, ok := s.FirstStone()
		if got := map[bool]string{true: names(7, []int{first})[0], false: ""}[ok]; got != tt.first {
			t.Errorf("after %q: FirstStone %q, want %q", tt.record, got, tt.first)
		}
		forced, ok := s.Forced()
		if got := map[bool]string{true: names(7, []int{forced})[0], false: ""}[ok]; got != tt.forced {
			t.Errorf("after %q: Forced %q, want %q", tt.record, got, tt.forced)
		}
		if got := names(7, s.RuledOut()); !slices.Equal(got, sorted(tt.ruledOut)) {
			t.Errorf("after %q: RuledOut %q, want %q", tt.record, got, sorted(tt.ruledOut))
		}
		if targets := s.SecondTargets(); targets.Empty() != (tt.first == "") {
			t.Errorf("after %q: SecondTargets %v", tt.record, targets)
		}
		if s.Passes() != tt.passes {
			t.Errorf("after %q: Passes %d, want %d", tt.record, s.Passes(), tt.passes)
		}
	}
	if iris.DefaultOptions().Size != 7 {
		t.Errorf("DefaultOptions %+v, want size 7", iris.DefaultOptions())
	}
}

// The score says each colour's group scores, or "none"; without dice,
// rules.Offer offers every legal move.
func TestScoreSideAndOffer(t *testing.T) {
	sc := iris.Score{Black: []int{8, 5, 1}, White: []int{}}
	if got := [2]string{sc.Side(rules.First), sc.Side(rules.Second)}; got != [2]string{"8, 5, 1", "none"} {
		t.Errorf("sides %q", got)
	}
	s := iris.New(iris.Options{Size: 5})
	if got, want := rules.Offer(s, nil, nil), s.Legal(nil); !slices.Equal(got, want) {
		t.Errorf("offered %v, legal %v", got, want)
	}
}
