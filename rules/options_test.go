package rules_test

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

func TestParseOptionWords(t *testing.T) {
	g := ur.Game{}
	tests := []struct {
		words []string
		want  rules.Options // nil: an error
	}{
		{nil, rules.Options{"pieces": "7"}},
		{[]string{"pieces=3"}, rules.Options{"pieces": "3"}},
		{[]string{"pieces=3", "pieces=5"}, rules.Options{"pieces": "5"}},
		{[]string{"pieces="}, nil},
		{[]string{"pieces=8"}, nil},
		{[]string{"pieces=03"}, nil},
		{[]string{"pieces"}, nil},
		{[]string{"colour=red"}, nil},
		{[]string{"pieces=3", "=3"}, nil},
	}
	for _, tt := range tests {
		got, err := rules.ParseOptionWords(g, tt.words)
		switch {
		case tt.want == nil && err == nil:
			t.Errorf("ParseOptionWords(%q) = %v, want an error", tt.words, got)
		case tt.want == nil && !strings.HasPrefix(err.Error(), "ur: "):
			t.Errorf("ParseOptionWords(%q): error %q does not start with the game's name", tt.words, err)
		case tt.want != nil && (err != nil || !maps.Equal(got, tt.want)):
			t.Errorf("ParseOptionWords(%q) = %v, %v; want %v", tt.words, got, err, tt.want)
		}
	}
}

// ParseOptions reads the map the page, the AI requests and the saved
// games hold: absent keys take their defaults, and of several unknown keys
// the first in byte order is named, whatever the map's order.
func TestParseOptions(t *testing.T) {
	g := ur.Game{}
	if got, err := rules.ParseOptions(g, nil); err != nil || !maps.Equal(got, rules.Options{"pieces": "7"}) {
		t.Errorf("ParseOptions(nil) = %v, %v", got, err)
	}
	if got, err := rules.ParseOptions(g, map[string]string{"pieces": "3"}); err != nil || !maps.Equal(got, rules.Options{"pieces": "3"}) {
		t.Errorf("ParseOptions(pieces 3) = %v, %v", got, err)
	}
	for range 20 {
		_, err := rules.ParseOptions(g, map[string]string{"zeta": "1", "pieces": "3", "alpha": "2"})
		if err == nil || !strings.Contains(err.Error(), `"alpha"`) {
			t.Fatalf("two unknown keys: %v, want the first, alpha, named", err)
		}
	}
}

func TestDefaultOptions(t *testing.T) {
	a := rules.DefaultOptions(ur.Game{})
	if !maps.Equal(a, rules.Options{"pieces": "7"}) {
		t.Errorf("DefaultOptions = %v", a)
	}
	a["pieces"] = "1"
	if b := rules.DefaultOptions(ur.Game{}); b["pieces"] != "7" {
		t.Errorf("changing one DefaultOptions changed the next: %v", b)
	}
}

func TestNonDefault(t *testing.T) {
	g := ur.Game{}
	tests := []struct {
		opts rules.Options
		want []string
	}{
		{rules.Options{"pieces": "7"}, nil},
		{rules.Options{"pieces": "2"}, []string{"pieces=2"}},
		{rules.Options{}, nil},
	}
	for _, tt := range tests {
		if got := tt.opts.NonDefault(g); !slices.Equal(got, tt.want) {
			t.Errorf("%v.NonDefault = %q, want %q", tt.opts, got, tt.want)
		}
		// The words say the options: parsing them gives them back.
		if back, err := rules.ParseOptionWords(g, tt.opts.NonDefault(g)); err != nil || len(tt.opts) > 0 && !maps.Equal(back, tt.opts) {
			t.Errorf("%v: NonDefault words parse back as %v, %v", tt.opts, back, err)
		}
	}
}

// A Decimal option takes -?[0-9]+(\.[0-9])? within its range, compared as
// numbers, however long the digits.
func TestDecimalTakes(t *testing.T) {
	o := rules.Option{Key: "komi", Kind: rules.Decimal, Min: "-7.5", Max: "7.5"}
	for v, want := range map[string]bool{
		"0": true, "7.5": true, "-7.5": true, "7": true, "-0.5": true, "07.0": true,
		"7.6": false, "-7.6": false, "8": false, "99999999999999999999999": false, "-99999999999999999999999": false,
		"": false, "-": false, ".5": false, "5.": false, "5.25": false, "+5": false, "5e0": false, "--5": false, "5.-": false,
	} {
		if got := o.Takes(v); got != want {
			t.Errorf("Takes(%q) = %v, want %v", v, got, want)
		}
	}
	wide := rules.Option{Key: "x", Kind: rules.Decimal, Min: "-99999999999999999999999", Max: "99999999999999999999999"}
	if !wide.Takes("123456789012345678901") {
		t.Errorf("a value past int64 within a range past it is refused")
	}
}

// Plain drops the package prefixes at the start and after every colon, and
// only words of small letters count as one.
func TestPlain(t *testing.T) {
	for msg, want := range map[string]string{
		`iris: "z" is not a move: hexhex: bad`: `"z" is not a move: bad`,
		"a: b: c":                              "c",
		"ur: setup: The Board: x":              "The Board: x",
		"no prefix here":                       "no prefix here",
		"ur2: kept":                            "ur2: kept",
		"ends with: ":                          "ends with: ",
		": lone: x":                            ": x",
	} {
		if got := rules.Plain(errors.New(msg)); got != want {
			t.Errorf("Plain(%q) = %q, want %q", msg, got, want)
		}
	}
}
