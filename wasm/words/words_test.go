package words

import (
	"testing"

	"tessera/rules"
)

func TestTitle(t *testing.T) {
	for in, want := range map[string]string{"black": "Black", "a": "A", "Red": "Red", "vertical (blue)": "Vertical (blue)"} {
		if got := Title(in); got != want {
			t.Errorf("Title(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCount(t *testing.T) {
	cases := []struct {
		n     int
		thing string
		want  string
	}{
		{0, "stone", "0 stones"},
		{1, "stone", "1 stone"},
		{2, "rim cell", "2 rim cells"},
		{12, "group", "12 groups"},
	}
	for _, c := range cases {
		if got := Count(c.n, c.thing); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.thing, got, c.want)
		}
	}
}

func TestList(t *testing.T) {
	if got := List(nil, "none"); got != "none" {
		t.Errorf("an empty list is %q", got)
	}
	if got := List([]string{"a1"}, "none"); got != "a1" {
		t.Errorf("one item is %q", got)
	}
	if got := List([]string{"a1", "b2", "c3"}, "none"); got != "a1, b2, c3" {
		t.Errorf("three items are %q", got)
	}
}

func TestSide(t *testing.T) {
	looks := [2]string{"black (plain)", "white (ringed)"}
	if Side(looks, rules.First) != looks[0] || Side(looks, rules.Second) != looks[1] || Side(looks, rules.NoPlayer) != "" {
		t.Errorf("Side gives %q, %q, %q", Side(looks, rules.First), Side(looks, rules.Second), Side(looks, rules.NoPlayer))
	}
}

func TestAfter(t *testing.T) {
	if got := After("Black to play."); got != " Black to play." {
		t.Errorf("After = %q", got)
	}
	if got := After(""); got != "" {
		t.Errorf("After of nothing = %q", got)
	}
}

func TestWon(t *testing.T) {
	for _, c := range []struct {
		r    rules.Result
		want bool
	}{
		{rules.Result{}, false},
		{rules.Result{Over: true, Winner: rules.NoPlayer}, false},
		{rules.Result{Over: true, Winner: rules.First}, true},
		{rules.Result{Over: true, Winner: rules.Second}, true},
	} {
		if got := Won(c.r); got != c.want {
			t.Errorf("Won(%+v) = %v", c.r, got)
		}
	}
}
