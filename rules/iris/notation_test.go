package iris_test

import (
	"strings"
	"testing"

	"tessera/rules/iris"
)

func TestParseToken(t *testing.T) {
	tests := []struct {
		size  int
		token string
		ok    bool
	}{
		{7, "g7", true},
		{7, "a1", true}, // well formed, though not legal first
		{7, "m13", true},
		{7, "pass", true},
		{7, "n14", false}, // off the side-7 board
		{7, "a8", false},  // |q-r| > 6
		{5, "i9", true},
		{5, "j10", false},
		{8, "o15", true},
		{7, "", false},
		{7, "g", false},
		{7, "g07", false},
		{7, "G7", false},
		{7, "Pass", false},
		{7, "pass ", false},
		{7, "resign", false},
		{7, "g7g", false},
	}
	for _, tt := range tests {
		s := iris.New(iris.Options{Size: tt.size})
		m, err := s.ParseToken(tt.token)
		switch {
		case tt.ok && err != nil:
			t.Errorf("size %d: ParseToken(%q): %v", tt.size, tt.token, err)
		case tt.ok && s.Token(m) != tt.token:
			t.Errorf("size %d: ParseToken(%q) writes back as %q", tt.size, tt.token, s.Token(m))
		case !tt.ok && err == nil:
			t.Errorf("size %d: ParseToken(%q) = %d, want an error", tt.size, tt.token, m)
		case !tt.ok && (!strings.HasPrefix(err.Error(), "iris: ") || !strings.Contains(err.Error(), tt.token)):
			t.Errorf("size %d: ParseToken(%q): error %q should start with iris: and quote the token", tt.size, tt.token, err)
		}
	}
}

// FuzzParseToken reads any string on every side: a token it accepts must
// write back unchanged, and a refusal must be an iris error.
func FuzzParseToken(f *testing.F) {
	for _, seed := range []string{"g7", "pass", "a1", "m13", "o15", "", "a0", "z99", "g07", "a-1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, token string) {
		for size := iris.MinSize; size <= iris.MaxSize; size++ {
			s := iris.New(iris.Options{Size: size})
			m, err := s.ParseToken(token)
			if err != nil {
				if !strings.HasPrefix(err.Error(), "iris: ") {
					t.Fatalf("size %d: ParseToken(%q): error %q does not start with iris:", size, token, err)
				}
				continue
			}
			if back := s.Token(m); back != token {
				t.Fatalf("size %d: ParseToken(%q) writes back as %q", size, token, back)
			}
		}
	})
}
