package carteso_test

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules/carteso"
)

func TestParseToken(t *testing.T) {
	tests := []struct {
		size  string
		token string
		ok    bool
	}{
		{"5", "Be5", true},
		{"5", "We5", true},
		{"5", "Ba1", true},
		{"5", "pass", true},
		{"19", "Ws19", true},
		{"19", "Bj10", true},
		{"5", "Bf1", false}, // column f is off the 5x5 board
		{"5", "Ba6", false},
		{"5", "Ba0", false},
		{"5", "Ba01", false},
		{"5", "ba1", false},
		{"5", "wa1", false},
		{"5", "Xa1", false},
		{"5", "BA1", false},
		{"5", "B", false},
		{"5", "", false},
		{"5", "Pass", false},
		{"5", "resign", false},
		{"5", "Ba1 ", false},
		{"5", "Ba-1", false},
		{"19", "Bt1", false},
		{"19", "Ba20", false},
		{"19", "Ba100", false},
	}
	for _, tt := range tests {
		s := state(play(t, []string{"size=" + tt.size}))
		m, err := s.ParseToken(tt.token)
		switch {
		case tt.ok && err != nil:
			t.Errorf("size %s: ParseToken(%q): %v", tt.size, tt.token, err)
		case tt.ok && s.Token(m) != tt.token:
			t.Errorf("size %s: ParseToken(%q) writes back as %q", tt.size, tt.token, s.Token(m))
		case !tt.ok && err == nil:
			t.Errorf("size %s: ParseToken(%q) = %v, want an error", tt.size, tt.token, m)
		case !tt.ok && (!strings.HasPrefix(err.Error(), "carteso: ") || !strings.Contains(err.Error(), tt.token)):
			t.Errorf("size %s: ParseToken(%q): error %q should start with carteso: and quote the token", tt.size, tt.token, err)
		}
	}
}

// TestPointNames checks docs/rules.md's square board names: columns from a at
// the left, rows from 1 at the bottom.
func TestPointNames(t *testing.T) {
	for _, tt := range []struct {
		col, row int
		name     string
	}{{0, 0, "a1"}, {4, 4, "e5"}, {1, 0, "b1"}, {0, 1, "a2"}, {18, 18, "s19"}, {9, 9, "j10"}} {
		p := carteso.At(tt.col, tt.row)
		if p.String() != tt.name || p.Col() != tt.col || p.Row() != tt.row {
			t.Errorf("At(%d, %d) = %s (col %d, row %d), want %s", tt.col, tt.row, p, p.Col(), p.Row(), tt.name)
		}
		if back, err := carteso.ParsePoint(tt.name, 19); err != nil || back != p {
			t.Errorf("ParsePoint(%q) = %v, %v", tt.name, back, err)
		}
	}
}

// fuzzPositions are records of 5x5 positions to read tokens in: the start,
// a few stones, a finished game.
var fuzzPositions = [][]string{nil, squareL, {"pass", "pass"}, {"Bc3", "pass"}}

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{"Be5", "We5", "pass", "Ba1", "Bf1", "Ba6", "", "B", "Ba01", "resign", "Wc3", "Bb2"} {
		f.Add(s, uint8(0))
	}
	f.Add("Bb2", uint8(1))
	f.Add("Ba1", uint8(1))
	f.Add("pass", uint8(2))
	f.Fuzz(func(t *testing.T, token string, pick uint8) {
		m := play(t, small, fuzzPositions[int(pick)%len(fuzzPositions)]...)
		s := state(m)
		mv, err := s.ParseToken(token)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "carteso: ") {
				t.Errorf("ParseToken(%q) error %q does not start with carteso:", token, err)
			}
			return
		}
		if got := s.Token(mv); got != token {
			t.Errorf("ParseToken(%q) writes back as %q", token, got)
		}
		before := describe(s)
		legal := slices.Contains(s.Legal(nil), mv)
		playErr := m.Play(token)
		if legal != (playErr == nil) {
			t.Errorf("%q: listed legal %v, but Play says %v", token, legal, playErr)
		}
		if playErr != nil && describe(s) != before {
			t.Errorf("refused %q changed the position", token)
		}
	})
}
