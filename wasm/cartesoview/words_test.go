package cartesoview

import (
	"testing"

	"tessera/rules"
	"tessera/wasm/board/boardtest"
)

// The cases reason from docs/rules.md: a lone stone spans one row and one
// column, so it is the opponent's of its placer; a black a1 walled in by
// white a2 and b1 is finished and claimed by its owner at once.
func TestSay(t *testing.T) {
	var v View
	for _, c := range []struct {
		size   int
		before []string
		token  string
		want   string
	}{
		{5, nil, "Ba1", "Vertical placed a black stone on a1: a black group of 1 stone (a1), 1 row by 1 column, horizontal's, open."},
		{5, nil, "pass", "Vertical passed."},
		{5, []string{"Ba1", "pass"}, "pass", "Vertical passed. Two passes in a row end the game."},
		{5, []string{"Ba1"}, "Wa2", "Horizontal placed a white stone on a2: a white group of 1 stone (a2), 1 row by 1 column, vertical's, open."},
		{5, []string{"Ba1", "Wa2"}, "Wb1", "Vertical placed a white stone on b1: a white group of 1 stone (b1), 1 row by 1 column, horizontal's, open." +
			" Horizontal claims the black group on a1 (1 stone). Score: vertical 0, horizontal 1 + 0.5 komi = 1.5."},
		{7, []string{"Ba1", "Ba2", "Wb1", "Wb2"}, "Wa3", "Vertical placed a white stone on a3: a white group of 1 stone (a3), 1 row by 1 column, horizontal's, open." +
			" Vertical claims the black group on a1 (2 stones). Score: vertical 2, horizontal 0 + 0.5 komi = 0.5."},
		{7, []string{"Ba1"}, "Ba2", "Horizontal placed a black stone on a2: a black group of 2 stones (a1, a2), 2 rows by 1 column, vertical's, open."},
	} {
		if got := v.Say(position(t, c.size, c.before...), c.token); got != c.want {
			t.Errorf("after %v, Say(%s) =\n%q, want\n%q", c.before, c.token, got, c.want)
		}
	}
}

func TestExplainAndExpect(t *testing.T) {
	var v View
	pos := position(t, 5, "Bc3")
	if got, want := v.Explain(pos, -1, "c3"), "c3 already holds a black stone: pick an empty point."; got != want {
		t.Errorf("Explain(c3) = %q, want %q", got, want)
	}
	if got := v.Explain(pos, -1, "d3"); got != "" {
		t.Errorf("Explain(d3), an empty point, = %q", got)
	}
	if got := v.Explain(position(t, 5, "pass", "pass"), -1, "a1"); got != "The game is over." {
		t.Errorf("Explain after the end = %q", got)
	}
	if got, want := v.Expect(pos), "Horizontal: place a black stone on an empty point (c switches colour), or pass."; got != want {
		t.Errorf("Expect = %q, want %q", got, want)
	}
	setColour(&v, false)
	if got, want := v.Expect(position(t, 5, "pass")), "Horizontal: place a white stone on an empty point (c switches colour), or pass. Vertical passed: a pass now ends the game."; got != want {
		t.Errorf("Expect after a pass = %q, want %q", got, want)
	}
	if got := v.Expect(position(t, 5, "pass", "pass")); got != "" {
		t.Errorf("Expect after the end = %q", got)
	}
}

func TestDescribeAndWhy(t *testing.T) {
	var v View
	pos := position(t, 5, "Ba1", "Wa2", "Wb1", "pass", "pass")
	got := v.Describe(pos)
	boardtest.ContainsAll(t, "Describe", got,
		"Carteso board of 5 by 5 points; komi 0.5 to horizontal.",
		" Black stones: a1. White stones: b1, a2.",
		" Black group of 1 stone (a1), 1 row by 1 column, horizontal's, finished, claimed by horizontal.",
		" White group of 1 stone (a2), 1 row by 1 column, horizontal's, open.",
		" Score: vertical 0, horizontal 1 + 0.5 komi = 1.5.",
	)
	if got, want := v.Why(pos), "it scores 1 + 0.5 komi = 1.5 against vertical's 0."; got != want {
		t.Errorf("Why = %q, want %q", got, want)
	}
	if got := v.Why(position(t, 5, "Ba1")); got != "" {
		t.Errorf("Why during the game = %q", got)
	}
	if v.Side(rules.First) == v.Side(rules.Second) || v.Side(rules.NoPlayer) != "" {
		t.Errorf("sides %q, %q", v.Side(rules.First), v.Side(rules.Second))
	}
}

func TestHoverText(t *testing.T) {
	var v View
	pos := position(t, 7, "Ba1", "Ba2", "Wb1", "Wb2", "Wa3")
	for cell, want := range map[string]string{
		"a2": "black group of 2 stones (a1, a2), 2 rows by 1 column, vertical's, finished, claimed by vertical",
		"b1": "white group of 2 stones (b1, b2), 2 rows by 1 column, vertical's, open",
		"e5": "",
		"":   "",
	} {
		v.SetHover(cell)
		if got := v.HoverText(pos); got != want {
			t.Errorf("hover %q: %q, want %q", cell, got, want)
		}
	}
}
