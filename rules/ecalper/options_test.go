package ecalper_test

import (
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
)

func TestParseOptions(t *testing.T) {
	for n := 5; n <= 10; n++ {
		for _, pie := range []bool{false, true} {
			o, err := ecalper.ParseOptions(options(n, pie))
			if err != nil || o != (ecalper.Options{Size: n, Pie: pie}) {
				t.Errorf("size=%d pie=%v: got %+v, %v", n, pie, o, err)
			}
		}
	}
	if o, err := ecalper.ParseOptions(rules.Options{}); err != nil || o != (ecalper.Options{Size: 7, Pie: true}) {
		t.Errorf("no keys: got %+v, %v; want docs/rules.md's defaults, size 7 and pie on", o, err)
	}
	bad := []rules.Options{
		{"size": "4"}, {"size": "11"}, {"size": ""}, {"size": "07"}, {"size": "+7"}, {"size": " 7"}, {"size": "7.0"},
		{"pie": "yes"}, {"pie": "On"}, {"pie": ""}, {"pie": "true"},
	}
	for _, o := range bad {
		for key, value := range o {
			if got, err := ecalper.ParseOptions(o); err == nil {
				t.Errorf("%s=%q: got %+v, want an error", key, value, got)
			} else if !strings.HasPrefix(err.Error(), "ecalper: ") || !strings.Contains(err.Error(), strconv.Quote(value)) {
				t.Errorf("%s=%q: error %q should start with ecalper: and quote the value", key, value, err)
			}
		}
	}
}

// TestGameOptions checks the options through the contract: defaults,
// repeated keys, unknown keys, and the board they make.
func TestGameOptions(t *testing.T) {
	g := ecalper.Game{}
	tests := []struct {
		words []string
		cells int // 0: an error
		pie   bool
	}{
		{nil, cellCount(7), true},
		{[]string{"size=5"}, cellCount(5), true},
		{[]string{"size=10", "pie=off"}, cellCount(10), false},
		{[]string{"size=9", "size=8"}, cellCount(8), true},
		{[]string{"size=12"}, 0, false},
		{[]string{"pie"}, 0, false},
		{[]string{"side=7"}, 0, false},
	}
	for _, tt := range tests {
		opts, err := rules.ParseOptionWords(g, tt.words)
		var pos rules.Position
		if err == nil {
			pos, err = g.New(opts)
		}
		if tt.cells == 0 {
			if err == nil || pos != nil {
				t.Errorf("%q: no error", tt.words)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.words, err)
			continue
		}
		s := pos.(*ecalper.State)
		if s.Board().Len() != tt.cells || s.EmptyCount() != tt.cells || s.Options().Pie != tt.pie {
			t.Errorf("%q: %d cells, %d empty, options %+v; want %d cells, pie %v", tt.words, s.Board().Len(), s.EmptyCount(), s.Options(), tt.cells, tt.pie)
		}
	}
	if _, err := ecalper.New(ecalper.Options{Size: 4}); err == nil {
		t.Error("New accepted side 4")
	}
}

// FuzzParseOptions checks that ParseOptions either refuses a value with an
// error that starts with ecalper:, or accepts exactly docs/rules.md's spellings.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"5", "7", "10", "11", "07", "on", "off", "", "x"} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, size, pie string) {
		o, err := ecalper.ParseOptions(rules.Options{"size": size, "pie": pie})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ecalper: ") {
				t.Errorf("size=%q pie=%q: error %q does not start with ecalper:", size, pie, err)
			}
			return
		}
		if strconv.Itoa(o.Size) != size || o.Size < 5 || o.Size > 10 || (pie == "on") != o.Pie || pie != "on" && pie != "off" {
			t.Errorf("size=%q pie=%q read as %+v", size, pie, o)
		}
	})
}
