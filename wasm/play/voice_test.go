package play_test

import (
	"regexp"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/games"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// prefixed is a message that starts as a Go error does.
var prefixed = regexp.MustCompile(`^[a-z]+:`)

// said checks that a player reads err as a sentence saying each of want.
func said(t *testing.T, what string, err error, want ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error", what)
		return
	}
	say := rules.Say(err)
	if prefixed.MatchString(say) || !strings.HasSuffix(say, ".") {
		t.Errorf("%s: a player reads %q", what, say)
	}
	for _, w := range want {
		if !strings.Contains(say, w) {
			t.Errorf("%s: a player reads %q, which does not say %q", what, say, w)
		}
	}
}

// Bad records to import are said in the game's words, with what to do.
func TestSayRecords(t *testing.T) {
	for _, tt := range []struct {
		record string
		want   []string
	}{
		{"size=5 d4 zz9", []string{"Move 2 cannot be played", `"zz9" is not a cell name`, "rules page"}},
		{"size=12 d4", []string{`Board size "12" is not possible`, "choose a whole number from 5 to 8"}},
		{"colour=red", []string{`Iris has no setting called "colour"`, "leave it out"}},
		{"d4 d4", []string{"Move 2 cannot be played", `"d4" is not a legal move here`}},
		{"setup=black_b:zz9", []string{"cannot be played", "board editor"}},
		{"setup=nobody", []string{"not written correctly", "board editor"}},
	} {
		_, err := play.ParseRecordText(iris.Game{}, tt.record)
		said(t, tt.record, err, tt.want...)
	}
}

// Bad saved games are said in words, however they are bad.
func TestSaySaved(t *testing.T) {
	for _, tt := range []struct {
		text string
		want string
	}{
		{`{"v":1,"game":"iris","tokens":["d4"]`, "It is damaged"},
		{`{"v":2,"game":"iris","options":{},"tokens":[],"sides":["human","human"]}`, "It is damaged"},
		{`{"v":1,"game":"chess","options":{},"tokens":[],"sides":["human","human"]}`, "It is damaged"},
		{`{"v":1,"game":"iris","options":{"size":"big"},"tokens":[],"sides":["human","human"]}`, `Board size "big" is not possible`},
		{`{"v":1,"game":"iris","options":{},"tokens":["d4","zz9"],"sides":["human","human"]}`, "Move 2 cannot be played"},
	} {
		_, _, err := board.DecodeSaved(tt.text, games.Lookup)
		said(t, tt.text, err, tt.want)
	}
}

// A bad komi proposed in a bid is said as the option it settles.
func TestSayProposal(t *testing.T) {
	b, err := play.NewBid(carteso.Game{}, rules.DefaultOptions(carteso.Game{}), [2]string{board.Human, board.Human})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"six", "6.55", "1e3", ""} {
		said(t, "komi "+p, b.Propose(p), `Komi "`+p+`" is not possible`, "write a number with at most one decimal")
	}
	said(t, "komi 1e17", b.Propose("100000000000000000"), "choose a number from -999999999999999.9 to 999999999999999.9")
}
