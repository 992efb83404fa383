package echelonview

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
	"tessera/wasm/words"
)

// The starting position, from docs/rules.md: red on b1 c1 d1 e1 c2 d2 e2 d3 e3
// e4, blue on their point reflections (g8 faces e4, j11 faces b1).

func TestExplain(t *testing.T) {
	var v View
	start := position(t, nil)
	afterE4 := position(t, nil, "e4-e7")                // e4 is dead
	buried := position(t, nil, "e2-g2", "g8-g2")        // blue stomped red's lone g2
	stack := position(t, nil, "d3-e3", "g8-g3")         // red's stack of two on e3, blue's g3 in its row
	over := position(t, nil, "d3-e3", "g8-g3", "e4-e3") // red's stack of three
	for _, c := range []struct {
		pos        rules.Position
		cell, want string
	}{
		{start, "zz", ""},
		{start, "e4", ""},
		{start, "g8", "Not your piece: the piece on g8 is blue's."},
		{start, "f5", "Pick your piece on e4 first, then f5."},
		{start, "f6", "None of your pieces can reach f6: a piece slides along one of the six lines and stops before the edge, a dead cell or a piece."},
		{start, "c3", "Pick your piece on c2 or d3 first, then c3."},
		{afterE4, "e4", "That cell is dead: no piece may stop on e4 or pass over it."},
		{buried, "g2", "Not your piece: blue's is on top on g2, and your piece under it is buried: a buried piece cannot move."},
		{stack, "g3", "Not your piece: the piece on g3 is blue's."},
		{over, "a1", "The game is over."},
	} {
		if got := v.Explain(c.pos, -1, c.cell); got != c.want {
			t.Errorf("Explain(%s) = %q, want %q", c.cell, got, c.want)
		}
	}

	// With red's stack on e3 selected (as the page draws it before the
	// click), g3 is the first piece along e3's row: a stomp only a free
	// piece could make.
	v.Layout(600, 600)
	v.Draw(&boardtest.Recorder{}, &board.Scene{Pos: stack, Selected: "e3"})
	if got, want := v.Explain(stack, -1, "g3"), "A stack's top piece may not stomp: the piece on e3 moves only to an empty cell."; got != want {
		t.Errorf("Explain(g3) with e3 selected = %q, want %q", got, want)
	}
	// g9 is behind g3 on no line of e3's: only "not yours".
	if got, want := v.Explain(stack, -1, "g9"), "Not your piece: the piece on g9 is blue's."; got != want {
		t.Errorf("Explain(g9) with e3 selected = %q, want %q", got, want)
	}
	v.Draw(&boardtest.Recorder{}, &board.Scene{Pos: stack, Selected: "d2"})
	if got, want := v.Explain(stack, -1, "g3"), "Not your piece: the piece on g3 is blue's."; got != want {
		t.Errorf("Explain(g3) with free d2 selected = %q, want %q", got, want)
	}
}

func TestSay(t *testing.T) {
	var v View
	say := func(before []string, token string) string { return v.Say(position(t, nil, before...), token) }
	boardtest.CheckSay(t, say, []boardtest.Said{
		{nil, "e4-e7", "Red slid e4 to e7, leaving e4 dead."},
		{nil, "d3-e3", "Red stomped from d3 onto e3: a stack of 2 with red on top, leaving d3 dead."},
		{[]string{"e2-g2"}, "g8-g2", "Blue stomped from g8 onto g2: a stack of 2 with blue on top, leaving g8 dead."},
		{[]string{"e2-g2", "g8-g2", "d3-d4"}, "g2-g3", "Blue moved the top piece of the stack on g2 to g3, revealing red's piece on g2."},
		{[]string{"d3-e3", "g8-g3"}, "e4-e3", "Red stomped from e4 onto e3: a stack of 3 with red on top, leaving e4 dead. Red wins by a stack of exactly three."},
		{nil, "nonsense", ""},
	})
	// In the gentleman variant a stack of three wins nothing.
	g := position(t, rules.Options{"variant": "gentleman"}, "d3-e3", "g8-g3")
	if got, want := v.Say(g, "e4-e3"), "Red stomped from e4 onto e3: a stack of 3 with red on top, leaving e4 dead."; got != want {
		t.Errorf("gentleman: Say(e4-e3) = %q, want %q", got, want)
	}
}

// TestWhyAtTheEndOfRandomGames checks the words of how each seeded random
// game was won against its last move: a stomp onto a stack of two in the
// standard game is a stack win, anything else leaves the loser without a
// legal move (which the test checks).
func TestWhyAtTheEndOfRandomGames(t *testing.T) {
	var v View
	kinds := map[bool]int{}
	for _, opts := range variants {
		for seed := range uint64(30) {
			game, played := randomGame(opts, seed)
			before, end, last := game[len(game)-2], game[len(game)-1], played[len(played)-1]
			_, to, _ := strings.Cut(last, "-")
			ti, _ := cellIndex(to)
			winner := end.Result().Winner
			stackWin := opts["variant"] == "" && len(before.Stack(ti)) == 2
			want := names[winner.Other()] + " has no legal move."
			if stackWin {
				want = "a stack of exactly three on " + to + " with " + names[winner] + "'s piece on top."
			} else if hasMove(end, winner.Other()) {
				t.Fatalf("seed %d: %s won without a stack, but the loser has moves", seed, names[winner])
			}
			kinds[stackWin]++
			if got := v.Why(end); got != want {
				t.Errorf("seed %d %v: Why = %q, want %q", seed, opts, got, want)
			}
			if !strings.Contains(v.Describe(end), words.Title(names[winner])+" won: "+want) {
				t.Errorf("seed %d: Describe does not tell the end: %q", seed, v.Describe(end))
			}
		}
	}
	if kinds[true] == 0 || kinds[false] == 0 {
		t.Errorf("the games ended %v: both kinds of end are needed", kinds)
	}
	if v.Why(position(t, nil)) != "" {
		t.Errorf("a game going on has a why")
	}
}

// hasMove says whether p would have a move in s in the plain model.
func hasMove(s *echelon.State, p rules.Player) bool {
	for c := range echelon.Cells {
		if s.Top(c) == p && len(reachable(s, c)) > 0 {
			return true
		}
	}
	return false
}

func TestDescribeAndThreats(t *testing.T) {
	var v View
	pos := position(t, nil, "e2-g2", "g8-g2", "e4-e7")
	d := v.Describe(pos)
	boardtest.ContainsAll(t, "Describe", d,
		"Echelon, side-6 board: a stack of exactly three with your piece on top wins; a player with no legal move loses.",
		"Red (dark round pieces): on top on b1, c1, d1, e1, c2, d2, d3, e3, e7; buried: 1.",
		"Blue (light square pieces with a ring): on top on g2 (a stack of 2, from the bottom: red, blue), g9, h9, g10, h10, i10, g11, h11, i11, j11; buried: 0.",
		"Dead cells: e2, e4, g8.",
		"Blue: pick one of your ringed pieces",
	)
	if strings.Contains(d, "stack of three with") || strings.Contains(d, "threatened") {
		t.Errorf("threats told while off: %q", d)
	}
	if g := v.Describe(position(t, rules.Options{"variant": "gentleman"})); !strings.HasPrefix(g, "Gentleman's Echelon, side-6 board: no stack win;") || !strings.Contains(g, "No dead cells.") {
		t.Errorf("gentleman: Describe = %q", g)
	}

	// After red's d3-e3 red threatens a third piece on e3 from each free
	// red piece first in one of its lines: e2 below, e4 above, d2 on the
	// diagonal (d3, now dead, closes the row).
	v.SetThreats(true)
	threat := position(t, nil, "d3-e3")
	var got []string
	for _, th := range threats(threat) {
		if th.p != rules.First || th.at != th.to || name(th.to) != "e3" {
			t.Errorf("threat %+v", th)
		}
		got = append(got, th.token)
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"d2-e3", "e2-e3", "e4-e3"}) {
		t.Errorf("threats after d3-e3: %v", got)
	}
	if d := v.Describe(threat); !strings.Contains(d, "Red would win by a stack of three with ") {
		t.Errorf("Describe with threats on = %q", d)
	}
	if d := v.Describe(position(t, nil)); !strings.Contains(d, "No stack win is threatened.") {
		t.Errorf("Describe at the start with threats on = %q", d)
	}
	if threats(position(t, rules.Options{"variant": "gentleman"}, "d3-e3")) != nil {
		t.Errorf("threats in the gentleman variant")
	}
}

func TestSideAndExpect(t *testing.T) {
	var v View
	if v.Side(rules.First) != "red (dark round pieces)" || v.Side(rules.Second) != "blue (light square pieces with a ring)" || v.Side(rules.NoPlayer) != "" {
		t.Errorf("Side names are wrong")
	}
	if !strings.HasPrefix(v.Expect(position(t, nil)), "Red: ") || !strings.HasPrefix(v.Expect(position(t, nil, "e4-e7")), "Blue: ") {
		t.Errorf("Expect does not name the side to move")
	}
	if e := v.Expect(position(t, nil, "d3-e3", "g8-g3", "e4-e3")); e != "" {
		t.Errorf("Expect at the end = %q", e)
	}
}
