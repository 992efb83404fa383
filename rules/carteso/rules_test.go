package carteso_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// Records on the 5x5 board (docs/rules.md, Carteso), vertical placing first.
var (
	// a1 is walled in by white a2 and b1; vertical placed last.
	cornerOnVerticalsMove = []string{"Ba1", "Wa2", "Wb1"}
	// The same, horizontal placing the closing stone.
	cornerOnHorizontalsMove = []string{"Ba1", "Wa2", "pass", "Wb1"}
	// Black a1-a2 (two rows, one column) is closed by white a3, placed last.
	columnWalledIn = []string{"Ba1", "Ba2", "Wb1", "Wb2", "Wa3"}
	// Black a1-b1 (one row, two columns) is closed by white c1, placed last.
	rowWalledIn = []string{"Ba1", "Bb1", "Wa2", "Wb2", "Wc1"}
	// Black a1 and a3, walled in by white b1-b3 and a4, are joined by a2.
	twoGroupsMerge = []string{"Ba1", "Ba3", "Wb1", "Wb2", "Wb3", "Wa4", "Ba2"}
	// Black a1-a3-b3-c3, an L spanning three rows and three columns, walled
	// in by white a4-c4 and d1-d3 with vertical's Wd3 last: its box holds
	// the empty points b1, b2, c1 and c2.
	squareL = []string{"Ba1", "Ba2", "Ba3", "Bb3", "Bc3", "Wa4", "Wb4", "Wc4", "Wd1", "Wd2", "Wd3"}
)

// claim is what a test expects of the group on a point.
type claim struct {
	point    string
	owner    rules.Player
	finished bool
	claimer  rules.Player
	stones   int
}

// TestClaims checks docs/rules.md's ownership, finished groups and claims.
func TestClaims(t *testing.T) {
	tests := []struct {
		rule   string
		setup  []string
		score  string
		claims []claim
	}{
		{"a group walled in by the other colour is finished; a square one goes to the opponent of the last placer (vertical placed: horizontal claims)",
			cornerOnVerticalsMove, `{"vertical":0,"horizontal":1.5}`,
			[]claim{{"a1", horizontal, true, horizontal, 1}, {"a2", horizontal, false, nobody, 1}, {"b1", horizontal, false, nobody, 1}}},
		{"a square group closed on horizontal's placement goes to vertical (a pass places no stone)",
			cornerOnHorizontalsMove, `{"vertical":1,"horizontal":0.5}`,
			[]claim{{"a1", vertical, true, vertical, 1}}},
		{"a claim is kept when a later placement makes the other player the square group's owner",
			append(slices.Clone(cornerOnVerticalsMove), "Be5"), `{"vertical":0,"horizontal":1.5}`,
			[]claim{{"a1", vertical, true, horizontal, 1}, {"e5", vertical, false, nobody, 1}}},
		{"more rows than columns: vertical claims",
			columnWalledIn, `{"vertical":2,"horizontal":0.5}`,
			[]claim{{"a2", vertical, true, vertical, 2}, {"b1", vertical, false, nobody, 2}, {"a3", horizontal, false, nobody, 1}}},
		{"more columns than rows: horizontal claims, though vertical placed the closing stone",
			rowWalledIn, `{"vertical":0,"horizontal":2.5}`,
			[]claim{{"b1", horizontal, true, horizontal, 2}, {"a2", horizontal, false, nobody, 2}}},
		{"a group whose fill reaches a stone of its colour outside its box is not finished",
			twoGroupsMerge[:6], `{"vertical":0,"horizontal":0.5}`,
			[]claim{{"a1", vertical, false, nobody, 1}, {"a3", vertical, false, nobody, 1}}},
		{"two groups merge into a finished group, claimed by its owner",
			twoGroupsMerge, `{"vertical":3,"horizontal":0.5}`,
			[]claim{{"a2", vertical, true, vertical, 3}, {"b2", vertical, false, nobody, 3}, {"a4", horizontal, false, nobody, 1}}},
		{"a finished group's box may hold empty points",
			squareL, `{"vertical":0,"horizontal":5.5}`,
			[]claim{{"a1", horizontal, true, horizontal, 5}, {"b4", horizontal, false, nobody, 3}, {"d2", vertical, false, nobody, 3}}},
		{"a stone joining a claimed group counts for the claimer",
			append(slices.Clone(squareL), "Bb2"), `{"vertical":0,"horizontal":6.5}`,
			[]claim{{"b2", vertical, true, horizontal, 6}}},
		{"a group inside a claimed group's box is not finished while its fill reaches the claimed group",
			append(slices.Clone(squareL), "Bb2", "Bc1"), `{"vertical":0,"horizontal":6.5}`,
			[]claim{{"c1", horizontal, false, nobody, 1}, {"b2", horizontal, true, horizontal, 6}}},
		{"an unclaimed group absorbed by a claimed one counts for the claimer",
			append(slices.Clone(squareL), "Bb2", "Bc1", "Bc2"), `{"vertical":0,"horizontal":8.5}`,
			[]claim{{"c1", vertical, true, horizontal, 8}}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			m := play(t, small, tt.setup...)
			if got, _ := json.Marshal(m.Position().Score()); string(got) != tt.score {
				t.Errorf("score %s, want %s", got, tt.score)
			}
			for _, want := range tt.claims {
				checkClaim(t, state(m), want)
			}
		})
	}
}

// checkClaim checks the group on want.point.
func checkClaim(t *testing.T, s *carteso.State, want claim) {
	t.Helper()
	g, ok := s.GroupAt(point(t, want.point, s.Size()))
	if !ok {
		t.Fatalf("no group on %s", want.point)
	}
	if g.Owner != want.owner || g.Finished != want.finished || g.Claimer != want.claimer || len(g.Stones) != want.stones {
		t.Errorf("group on %s: owner %d, finished %v, claimer %d, %d stones; want %d, %v, %d, %d",
			want.point, g.Owner, g.Finished, g.Claimer, len(g.Stones), want.owner, want.finished, want.claimer, want.stones)
	}
}

// TestGroupView checks a group's stones, box and span as a view reads them.
func TestGroupView(t *testing.T) {
	s := state(play(t, small, squareL...))
	g, _ := s.GroupAt(point(t, "c3", 5))
	var names []string
	for _, p := range g.Stones {
		names = append(names, p.String())
	}
	if got := strings.Join(names, " "); got != "a1 a2 a3 b3 c3" || g.Colour != carteso.Black {
		t.Errorf("stones %q, colour %v; want a1 a2 a3 b3 c3, black", got, g.Colour)
	}
	if g.MinRow != 0 || g.MaxRow != 2 || g.MinCol != 0 || g.MaxCol != 2 || g.Rows() != 3 || g.Cols() != 3 {
		t.Errorf("box rows %d..%d cols %d..%d, span %dx%d; want 0..2, 0..2, 3x3", g.MinRow, g.MaxRow, g.MinCol, g.MaxCol, g.Rows(), g.Cols())
	}
	if n := len(s.Groups()); n != 3 {
		t.Errorf("%d groups, want 3 (the L, white a4-c4, white d1-d3)", n)
	}
	if _, ok := s.GroupAt(point(t, "b2", 5)); ok {
		t.Error("GroupAt(b2), an empty point, found a group")
	}
}

// TestTurnsAndPasses checks docs/rules.md's turns, passes and the end.
func TestTurnsAndPasses(t *testing.T) {
	tests := []struct {
		rule   string
		setup  []string
		toMove string
		over   bool
	}{
		{"vertical moves first", nil, "vertical", false},
		{"turns alternate", []string{"Ba1"}, "horizontal", false},
		{"one pass does not end the game", []string{"pass"}, "horizontal", false},
		{"two consecutive passes end the game", []string{"pass", "pass"}, "", true},
		{"a placement between passes resets them", []string{"pass", "Ba1", "pass"}, "horizontal", false},
		{"a placement between passes resets them, then two passes end it", []string{"pass", "Ba1", "pass", "pass"}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			m := play(t, small, tt.setup...)
			if got := m.PlayerName(m.ToMove()); got != tt.toMove || m.Result().Over != tt.over {
				t.Errorf("toMove %q, over %v; want %q, %v", got, m.Result().Over, tt.toMove, tt.over)
			}
		})
	}
}

// TestLegal checks the legal tokens: either colour on every empty point,
// and pass; nothing once the game is over.
func TestLegal(t *testing.T) {
	start := play(t, small).Legal()
	if len(start) != 51 || !slices.Contains(start, "Be5") || !slices.Contains(start, "We3") || !slices.Contains(start, "pass") {
		t.Errorf("5x5 start: %d tokens %q; want 51: B and W on 25 points, and pass", len(start), start)
	}
	after := play(t, small, "Bc3").Legal()
	if len(after) != 49 || slices.Contains(after, "Bc3") || slices.Contains(after, "Wc3") {
		t.Errorf("after Bc3: %d tokens %q; want 49, without c3", len(after), after)
	}
	if over := play(t, small, "pass", "pass").Legal(); over == nil || len(over) != 0 {
		t.Errorf("game over: legal %q, want []", over)
	}
	m := play(t, small, "Bc3")
	if err := m.Play("Wc3"); err == nil {
		t.Error("Wc3 on an occupied point was accepted")
	}
}

// TestFullBoard fills the 5x5 board with black, row by row: the one group
// spans all five rows and columns once a5 is placed (by vertical, the
// 21st stone), so horizontal claims it and the last four stones join it.
// A full board still needs two passes.
func TestFullBoard(t *testing.T) {
	var tokens []string
	for _, r := range "12345" {
		for _, c := range "abcde" {
			tokens = append(tokens, "B"+string(c)+string(r))
		}
	}
	m := play(t, small, tokens[:20]...)
	if got, _ := json.Marshal(m.Position().Score()); string(got) != `{"vertical":0,"horizontal":0.5}` {
		t.Errorf("after 20 stones, score %s; want nothing claimed", got)
	}
	m = play(t, small, tokens...)
	if got := m.Legal(); !slices.Equal(got, []string{"pass"}) || m.Result().Over {
		t.Fatalf("full board: legal %q, over %v; want [pass], not over", got, m.Result().Over)
	}
	if got, _ := json.Marshal(m.Position().Score()); string(got) != `{"vertical":0,"horizontal":25.5}` {
		t.Errorf("full board: score %s, want horizontal 25 + 0.5", got)
	}
	m.Play("pass")
	if m.Result().Over {
		t.Fatal("one pass ended the game on a full board")
	}
	m.Play("pass")
	if !m.Result().Over || m.WinnerName() != "horizontal" {
		t.Errorf("after two passes: over %v, winner %q; want horizontal", m.Result().Over, m.WinnerName())
	}
}

// TestKomi checks that the komi, whole or half, negative or not, is added
// to horizontal's score and decides the winner (docs/rules.md: higher wins,
// equal draws).
func TestKomi(t *testing.T) {
	tests := []struct {
		komi   string
		setup  []string
		score  string
		winner string
	}{
		{"0.5", nil, `{"vertical":0,"horizontal":0.5}`, "horizontal"},
		{"7", nil, `{"vertical":0,"horizontal":7}`, "horizontal"},
		{"6.5", nil, `{"vertical":0,"horizontal":6.5}`, "horizontal"},
		{"0", nil, `{"vertical":0,"horizontal":0}`, "draw"},
		{"-0.5", nil, `{"vertical":0,"horizontal":-0.5}`, "vertical"},
		{"-3", nil, `{"vertical":0,"horizontal":-3}`, "vertical"},
		{"2", columnWalledIn, `{"vertical":2,"horizontal":2}`, "draw"},
		{"1.5", columnWalledIn, `{"vertical":2,"horizontal":1.5}`, "vertical"},
		{"2.5", columnWalledIn, `{"vertical":2,"horizontal":2.5}`, "horizontal"},
		{"-1", rowWalledIn, `{"vertical":0,"horizontal":1}`, "horizontal"},
		{"-2", rowWalledIn, `{"vertical":0,"horizontal":0}`, "draw"},
		{"007.0", nil, `{"vertical":0,"horizontal":7}`, "horizontal"},
	}
	for _, tt := range tests {
		m := play(t, []string{"size=5", "komi=" + tt.komi}, append(slices.Clone(tt.setup), "pass", "pass")...)
		if got, _ := json.Marshal(m.Position().Score()); string(got) != tt.score || m.WinnerName() != tt.winner {
			t.Errorf("komi %s after %q: score %s, winner %q; want %s, %q", tt.komi, tt.setup, got, m.WinnerName(), tt.score, tt.winner)
		}
	}
}

// TestTenths checks how tenths of points are written (a JSON number).
func TestTenths(t *testing.T) {
	for tenths, want := range map[carteso.Tenths]string{65: "6.5", 70: "7", 0: "0", -5: "-0.5", -30: "-3", -15: "-1.5", 3615: "361.5"} {
		if got, _ := json.Marshal(tenths); string(got) != want || tenths.String() != want {
			t.Errorf("Tenths(%d): JSON %s, String %q; want %s", int64(tenths), got, tenths.String(), want)
		}
	}
}

// The score says each player's stones, horizontal's with the komi.
func TestScoreSide(t *testing.T) {
	for _, c := range []struct {
		sc   carteso.Score
		want [2]string
	}{
		{carteso.Score{Vertical: 12, Horizontal: 65}, [2]string{"12", "6.5"}},
		{carteso.Score{Vertical: 0, Horizontal: -5}, [2]string{"0", "-0.5"}},
	} {
		if got := [2]string{c.sc.Side(rules.First), c.sc.Side(rules.Second)}; got != c.want {
			t.Errorf("%+v: sides %q, want %q", c.sc, got, c.want)
		}
	}
}
