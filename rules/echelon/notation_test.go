package echelon_test

import (
	"strings"
	"tessera/rules/rulestest"
	"testing"
)

func TestParseToken(t *testing.T) {
	tests := []struct {
		token string
		ok    bool
	}{
		{"e4-e5", true},
		{"e4-e7", true},   // well formed, though e7 is past nothing here
		{"a1-k11", true},  // corners: well formed, not a line
		{"f6-f6", true},   // reads; never legal
		{"a6-k11", true},  // far corners
		{"e4-e12", false}, // off the side-6 board
		{"a7-a1", false},  // a7 is off the board (|q-r| > 5)
		{"l1-a1", false},
		{"e4e5", false},
		{"e4-", false},
		{"-e5", false},
		{"e4-e5-e6", false},
		{"E4-e5", false},
		{"e04-e5", false},
		{"e4 -e5", false},
		{"", false},
		{"resign", false},
	}
	s := state(play(t, std))
	for _, tt := range tests {
		m, err := s.ParseToken(tt.token)
		switch {
		case tt.ok && err != nil:
			t.Errorf("ParseToken(%q): %v", tt.token, err)
		case tt.ok && s.Token(m) != tt.token:
			t.Errorf("ParseToken(%q) writes back as %q", tt.token, s.Token(m))
		case !tt.ok && err == nil:
			t.Errorf("ParseToken(%q) = %v, want an error", tt.token, m)
		case !tt.ok && (!strings.HasPrefix(err.Error(), "echelon: ") || !strings.Contains(err.Error(), tt.token)):
			t.Errorf("ParseToken(%q): error %q should start with echelon: and quote the token", tt.token, err)
		}
	}
}

// fuzzPositions are records of positions to read tokens in: the setup,
// after a dink and a stomp with dead cells about, and a finished game.
var fuzzPositions = [][]string{
	nil,
	{"d3-e4", "g8-g7"},
	afterE4E6G8G7,
	{"d3-e4", "g8-g7", "e3-e4"},
}

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{"e4-e5", "e4-e7", "d3-e4", "e3-e4", "g7-g6", "a1-k11", "", "-", "e4", "e4-e12", "resign", "f6-f6"} {
		f.Add(s, uint8(0))
	}
	f.Add("e4-e3", uint8(1))
	f.Add("e3-e4", uint8(3))
	f.Fuzz(func(t *testing.T, token string, pick uint8) {
		m := play(t, std, fuzzPositions[int(pick)%len(fuzzPositions)]...)
		rulestest.CheckToken(t, m, "echelon: ", token)
	})
}
