package echelon_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

func TestParseOptions(t *testing.T) {
	for _, tt := range []struct {
		value string
		want  echelon.Variant
	}{{"standard", std}, {"gentleman", gent}} {
		o, err := echelon.ParseOptions(rules.Options{"variant": tt.value})
		if err != nil || o.Variant != tt.want || o.Variant.String() != tt.value {
			t.Errorf("variant=%s: got %+v, %v", tt.value, o, err)
		}
	}
	if o, err := echelon.ParseOptions(rules.Options{}); err != nil || o.Variant != std {
		t.Errorf("no variant key: got %+v, %v; want standard", o, err)
	}
	for _, bad := range []string{"", "Standard", "gentlemen", "gentleman ", "1"} {
		if o, err := echelon.ParseOptions(rules.Options{"variant": bad}); err == nil {
			t.Errorf("variant=%q: got %+v, want an error", bad, o)
		} else if !strings.HasPrefix(err.Error(), "echelon: ") || !strings.Contains(err.Error(), strconv.Quote(bad)) {
			t.Errorf("variant=%q: error %q should start with echelon: and quote the value", bad, err)
		}
	}
}

// TestGameOptions checks the options through the contract: the default,
// repeated keys (the last wins) and unknown keys.
func TestGameOptions(t *testing.T) {
	g := echelon.Game{}
	tests := []struct {
		words []string
		want  string // "": an error
	}{
		{nil, "standard"},
		{[]string{"variant=gentleman"}, "gentleman"},
		{[]string{"variant=gentleman", "variant=standard"}, "standard"},
		{[]string{"variant=tough"}, ""},
		{[]string{"size=7"}, ""},
	}
	for _, tt := range tests {
		opts, err := rules.ParseOptionWords(g, tt.words)
		var pos rules.Position
		if err == nil {
			pos, err = g.New(opts)
		}
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("%q: no error", tt.words)
		case tt.want != "" && err != nil:
			t.Errorf("%q: %v", tt.words, err)
		case tt.want != "" && pos.(*echelon.State).Options().Variant.String() != tt.want:
			t.Errorf("%q: variant %s, want %s", tt.words, pos.(*echelon.State).Options().Variant, tt.want)
		}
	}
}

// TestRefereeView checks what the referee prints, through rules.Match
// (docs/rules.md, the referee): the player names, sorted legal tokens, the
// winner, and the score {} in every position, legal [] once over.
func TestRefereeView(t *testing.T) {
	if got := (echelon.Game{}).Players(); got != [2]string{"red", "blue"} {
		t.Errorf("Players() = %q, want red and blue", got)
	}
	m := play(t, std)
	legal := m.Legal()
	if m.PlayerName(m.ToMove()) != "red" || m.WinnerName() != "" || !slices.IsSorted(legal) ||
		!slices.Equal(legal, newRef(false).legal("red")) {
		t.Errorf("start: to move %q, winner %q, legal %q", m.PlayerName(m.ToMove()), m.WinnerName(), legal)
	}
	for _, tok := range []string{"d3-e4", "g8-g7", "e3-e4"} {
		if err := m.Play(tok); err != nil {
			t.Fatal(err)
		}
		if tok == "d3-e4" && m.PlayerName(m.ToMove()) != "blue" {
			t.Errorf("after %s: to move %q, want blue", tok, m.PlayerName(m.ToMove()))
		}
		score, err := json.Marshal(m.Position().Score())
		if err != nil || string(score) != "{}" {
			t.Errorf("after %s: score %s, %v; want {}", tok, score, err)
		}
	}
	legalJSON, _ := json.Marshal(m.Legal())
	if m.WinnerName() != "red" || m.PlayerName(m.ToMove()) != "" || string(legalJSON) != "[]" {
		t.Errorf("after a stack win: winner %q, to move %q, legal %s", m.WinnerName(), m.PlayerName(m.ToMove()), legalJSON)
	}
	if _, err := rules.Replay(echelon.Game{}, variantOpts[std], []string{"e4-e4"}); err == nil {
		t.Error("the checked door accepted e4-e4")
	}
}
