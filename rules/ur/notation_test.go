package ur_test

import (
	"strings"
	"tessera/rules/rulestest"
	"testing"
)

func TestParseToken(t *testing.T) {
	tests := []struct {
		setup []string
		token string
		ok    bool
	}{
		{nil, "3:L4", true},
		{nil, "0", true},
		{nil, "4", true}, // well formed, though not legal here
		{nil, "2:M5", true},
		{nil, "3:R4", false}, // R4 is not on left's path
		{[]string{"0"}, "3:R4", true},
		{[]string{"0"}, "3:L4", false},
		{nil, "5", false},
		{nil, "5:L4", false},
		{nil, "", false},
		{nil, "2:", false},
		{nil, "2L4", false},
		{nil, "2:L9", false},
		{nil, "2:L4 ", false},
		{nil, "02", false},
		{nil, "resign", false},
	}
	for _, tt := range tests {
		s := state(play(t, 7, tt.setup...))
		m, err := s.ParseToken(tt.token)
		switch {
		case tt.ok && err != nil:
			t.Errorf("after %q, ParseToken(%q): %v", tt.setup, tt.token, err)
		case tt.ok && s.Token(m) != tt.token:
			t.Errorf("after %q, ParseToken(%q) writes back as %q", tt.setup, tt.token, s.Token(m))
		case !tt.ok && err == nil:
			t.Errorf("after %q, ParseToken(%q) = %v, want an error", tt.setup, tt.token, m)
		case !tt.ok && !strings.HasPrefix(err.Error(), "ur: ") || !tt.ok && !strings.Contains(err.Error(), tt.token):
			t.Errorf("after %q, ParseToken(%q): error %q should start with ur: and quote the token", tt.setup, tt.token, err)
		}
	}
}

// fuzzPositions are records of positions to read tokens in, over both
// sides, the safe rosette and a finished game.
var fuzzPositions = [][]string{
	nil,
	{"0"},
	leftOnM3RightOnR0,
	leftOnM3RightOnM1,
	leftOnL6,
	append(append([]string{}, leftOnL6...), "1:L6"),
}

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{"3:L4", "0", "2", "2:M5", "4:R0", "1:L6", "", "5", "3:", "resign", "1:L5"} {
		f.Add(s, uint8(0))
	}
	f.Add("4:R4", uint8(2))
	f.Add("2:M1", uint8(3))
	f.Fuzz(func(t *testing.T, token string, pick uint8) {
		m := play(t, 1, fuzzPositions[int(pick)%len(fuzzPositions)]...)
		rulestest.CheckToken(t, m, "ur: ", token)
	})
}
