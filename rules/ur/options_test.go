package ur_test

import (
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

func TestParseOptions(t *testing.T) {
	for n := 1; n <= 7; n++ {
		o, err := ur.ParseOptions(rules.Options{"pieces": strconv.Itoa(n)})
		if err != nil || o.Pieces != n {
			t.Errorf("pieces=%d: got %+v, %v", n, o, err)
		}
	}
	if o, err := ur.ParseOptions(rules.Options{}); err != nil || o.Pieces != 7 {
		t.Errorf("no pieces key: got %+v, %v; want the default 7", o, err)
	}
	for _, bad := range []string{"0", "8", "", "x", "07", "+3", " 3", "3 ", "-1", "1.0", "७"} {
		if o, err := ur.ParseOptions(rules.Options{"pieces": bad}); err == nil {
			t.Errorf("pieces=%q: got %+v, want an error", bad, o)
		} else if !strings.HasPrefix(err.Error(), "ur: ") || !strings.Contains(err.Error(), strconv.Quote(bad)) {
			t.Errorf("pieces=%q: error %q should start with ur: and quote the value", bad, err)
		}
	}
}

// TestGameOptions checks the options through the contract: defaults,
// repeated keys, unknown keys, and the starting position they make.
func TestGameOptions(t *testing.T) {
	g := ur.Game{}
	tests := []struct {
		words  []string
		pieces int // 0: an error
	}{
		{nil, 7},
		{[]string{"pieces=3"}, 3},
		{[]string{"pieces=3", "pieces=1"}, 1},
		{[]string{"pieces=9"}, 0},
		{[]string{"pieces"}, 0},
		{[]string{"piece=3"}, 0},
	}
	for _, tt := range tests {
		opts, err := rules.ParseOptionWords(g, tt.words)
		var pos rules.Position
		if err == nil {
			pos, err = g.New(opts)
		}
		if tt.pieces == 0 {
			if err == nil {
				t.Errorf("%q: no error", tt.words)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.words, err)
			continue
		}
		s := pos.(*ur.State)
		if s.Options().Pieces != tt.pieces || s.Waiting(left) != tt.pieces || s.Waiting(right) != tt.pieces {
			t.Errorf("%q: options %+v, waiting %d and %d; want %d", tt.words, s.Options(), s.Waiting(left), s.Waiting(right), tt.pieces)
		}
	}
}
