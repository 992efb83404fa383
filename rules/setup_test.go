package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// TestParseDiagram reads the grammar every setup text shares: the player
// to move, then kind:cells fields joined by '_', cells joined by '.'.
func TestParseDiagram(t *testing.T) {
	d, err := rules.ParseDiagram(ur.Game{}, "right_r:R3.M1_2:L5")
	if err != nil || d.ToMove != rules.Second || len(d.Cells) != 3 || d.Cells["R3"] != "r" || d.Cells["M1"] != "r" || d.Cells["L5"] != "2" {
		t.Errorf("ParseDiagram = %+v, %v; want right to move, r on R3 and M1, 2 on L5", d, err)
	}
	if got := d.Text(ur.Game{}, rules.Options{"pieces": "7"}); got != "right_2:L5_r:M1.R3" {
		t.Errorf("Text = %q, want kinds in byte order, cells in SetupCells order: right_2:L5_r:M1.R3", got)
	}
	for _, text := range []string{"", "nobody", "left_", "left__l:L1", "left_l", "left_l:", "left_l:L1.", "left_l:L1..L2",
		"left_l:L1_l:L2", "left_l:L1.L1", "left_l:L1_r:L1", "left_l-x:L1", "left_l:L 1", "left_:L1", "left_l:L1:L2"} {
		if d, err := rules.ParseDiagram(ur.Game{}, text); err == nil || !strings.HasPrefix(err.Error(), "ur: ") {
			t.Errorf("ParseDiagram(%q) = %+v, %v; want an error starting ur: ", text, d, err)
		}
	}
}

// TestSetupUnsupported checks that a game without setups refuses them in
// words and has no setup texts.
func TestSetupUnsupported(t *testing.T) {
	g := struct{ rules.Game }{ur.Game{}} // Ur, its setup methods hidden
	if _, err := rules.Setup(g, rules.DefaultOptions(g), "left"); err == nil || !strings.Contains(err.Error(), "cannot be set up") {
		t.Errorf("Setup of a game without setups = %v, want a refusal in words", err)
	}
	pos, _ := g.New(rules.DefaultOptions(g))
	if text, ok := rules.SetupText(g, rules.DefaultOptions(g), pos); ok {
		t.Errorf("SetupText of a game without setups = %q, true", text)
	}
}

// A match of Ur from a position set up by hand: right to move, with a
// piece on R1; left has a piece on M3 and two borne off (the count on its
// finish pool L5), the other four waiting. Fields and cells may come in
// any order; the match keeps the canonical text.
func ExampleNewMatchFrom() {
	m, err := rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "7"}, "right_r:R1_l:M3_2:L5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Setup(), m.PlayerName(m.ToMove()), m.Position().Score())
	_, err = rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "7"}, "left_l:R1")
	fmt.Println(err)
	// Output:
	// right_2:L5_l:M3_r:R1 right {2 0}
	// ur: setup: R1 is not a square on left's path
}
