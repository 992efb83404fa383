package games

import (
	"strings"
	"testing"

	"tessera/rules"
)

// Each bad share link, as a player may paste it, is said in the game's
// words with what to do, never with a package prefix.
func TestSayLinks(t *testing.T) {
	tests := []struct {
		game, query string
		want        []string // what the sentence must say, the fix among it
	}{
		{"iris", "m=zz9", []string{"Move 1 cannot be played", `"zz9" is not a move (a cell such as d4, or pass): "zz9" is not a cell name`, "Iris's moves are written as its rules page shows."}},
		{"iris", "size=big", []string{`Board size "big" is not possible`, "choose a whole number from 5 to 8"}},
		{"iris", "size=9", []string{"choose a whole number from 5 to 8"}},
		{"iris", "colour=red", []string{`Iris has no setting called "colour"`, "leave it out", "size"}},
		{"ecalper", "pie=maybe", []string{`Pie rule "maybe" is not possible`, "choose on or off"}},
		{"carteso", "komi=six", []string{`Komi "six" is not possible`, "write a number with at most one decimal"}},
		{"carteso", "komi=10000000000000000", []string{"choose a number from"}},
		{"echelon", "variant=x", []string{`Variant "x" is not possible`, "choose standard or gentleman"}},
		{"ur", "pieces=0", []string{`Pieces per side "0" is not possible`, "from 1 to 7"}},
		{"ur", "m=4:M9", []string{"Move 1 cannot be played", `"4:M9"`}},
		{"iris", "m=d4.d4", []string{"Move 2 cannot be played", `"d4" is not a legal move here`}},
		{"iris", "m=d4&ply=x", []string{"move number", "copy the whole link again"}},
		{"iris", "m=d4&ply=5", []string{"only 1 moves", "copy the whole link again"}},
		{"iris", "m=%zz", []string{"damaged", "copy the whole link again"}},
		{"iris", "setup=nobody", []string{"position set up here is not written correctly", "board editor"}},
		{"iris", "setup=black_b:zz9", []string{`cannot be played: "zz9" is not a cell name`, "board editor"}},
	}
	for _, tt := range tests {
		g, err := Lookup(tt.game)
		if err != nil {
			t.Fatal(err)
		}
		_, err = rules.ParseLink(g, tt.query)
		if err == nil {
			t.Errorf("%s?%s: no error", tt.game, tt.query)
			continue
		}
		say := rules.Say(err)
		if prefixed.MatchString(say) || !strings.HasSuffix(say, ".") {
			t.Errorf("%s?%s: a player reads %q (from %q)", tt.game, tt.query, say, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(say, w) {
				t.Errorf("%s?%s: a player reads %q, which does not say %q", tt.game, tt.query, say, w)
			}
		}
	}
}

// A move after the end of a game is said as such.
func TestSayOver(t *testing.T) {
	g, _ := Lookup("iris")
	m, err := rules.NewMatch(g, rules.DefaultOptions(g))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play(rules.Resign); err != nil {
		t.Fatal(err)
	}
	if say := rules.Say(m.Play("d4")); say != `The game was already over before "d4".` {
		t.Errorf("after the end, a player reads %q", say)
	}
}
