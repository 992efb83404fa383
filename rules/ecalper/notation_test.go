package ecalper_test

import (
	"strings"
	"tessera/rules/rulestest"
	"testing"

	"tessera/rules/ecalper"
)

func TestParseToken(t *testing.T) {
	tests := []struct {
		size  int
		token string
		ok    bool
	}{
		{5, "a1", true},
		{5, "e5", true},
		{5, "i9", true},
		{5, "xe5", true}, // well formed, though not legal at the start
		{5, "swap", true},
		{7, "m13", true},
		{7, "xm13", true},
		{10, "s19", true},
		{5, "e1", true},
		{5, "f1", false}, // off the side-5 board: |q-r| = 5
		{5, "j9", false},
		{5, "a0", false},
		{5, "a01", false},
		{5, "", false},
		{5, "x", false},
		{5, "xx", false},
		{5, "xxa1", false},
		{5, "A1", false},
		{5, "Xa1", false},
		{5, "a1 ", false},
		{5, "swap ", false},
		{5, "SWAP", false},
		{5, "resign", false},
		{5, "x-1", false},
	}
	for _, tt := range tests {
		s, _ := ecalper.New(ecalper.Options{Size: tt.size})
		m, err := s.ParseToken(tt.token)
		switch {
		case tt.ok && err != nil:
			t.Errorf("side %d: ParseToken(%q): %v", tt.size, tt.token, err)
		case tt.ok && s.Token(m) != tt.token:
			t.Errorf("side %d: ParseToken(%q) writes back as %q", tt.size, tt.token, s.Token(m))
		case !tt.ok && err == nil:
			t.Errorf("side %d: ParseToken(%q) = %v, want an error", tt.size, tt.token, m)
		case !tt.ok && (!strings.HasPrefix(err.Error(), "ecalper: ") || !strings.Contains(err.Error(), tt.token)):
			t.Errorf("side %d: ParseToken(%q): error %q should start with ecalper: and quote the token", tt.size, tt.token, err)
		}
	}
}

// fuzzPositions are records of side-5 positions to read tokens in: the
// start, a placement ply, the swap offer, a replacement ply, after a swap,
// and a finished game.
var fuzzPositions = [][]string{nil, {"a1"}, firstTurn, whiteTurn, with(firstTurn, "swap"), with(whiteTurn, "xe6")}

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{"a1", "xa1", "e5", "xe6", "swap", "i9", "", "x", "f1", "a10", "resign"} {
		f.Add(s, uint8(0))
	}
	f.Add("xe5", uint8(3))
	f.Add("swap", uint8(2))
	f.Fuzz(func(t *testing.T, token string, pick uint8) {
		m := play(t, 5, true, fuzzPositions[int(pick)%len(fuzzPositions)]...)
		rulestest.CheckToken(t, m, "ecalper: ", token)
	})
}
