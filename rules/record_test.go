package rules_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

func TestReplay(t *testing.T) {
	g := ur.Game{}
	opts := rules.DefaultOptions(g)
	tests := []struct {
		tokens []string
		bad    int // index of the refused token, -1 for none
	}{
		{nil, -1},
		{[]string{"2:L4", "0", "3:L2"}, -1},
		{[]string{"2:L4", "0", "3:L4", "0", "1:L1"}, -1},
		{[]string{"2:L4", "0", "2"}, 2},
		{[]string{"x"}, 0},
		{[]string{"0", rules.Resign, "0"}, 2},
	}
	for _, tt := range tests {
		m, err := rules.Replay(g, opts, tt.tokens)
		if m == nil {
			t.Fatalf("Replay(%q) returned no match: %v", tt.tokens, err)
		}
		played := len(tt.tokens)
		if tt.bad >= 0 {
			played = tt.bad
			var te *rules.TokenError
			if !errors.As(err, &te) || te.Index != tt.bad || te.Token != tt.tokens[tt.bad] || te.Unwrap() == nil {
				t.Errorf("Replay(%q): error %v, want a TokenError at %d", tt.tokens, err, tt.bad)
			} else if !strings.Contains(err.Error(), `"`+te.Token+`"`) {
				t.Errorf("TokenError %q does not quote the token", err)
			}
		} else if err != nil {
			t.Errorf("Replay(%q): %v", tt.tokens, err)
		}
		if !slices.Equal(m.Tokens(), tt.tokens[:played]) {
			t.Errorf("Replay(%q) stopped at %q, want %q", tt.tokens, m.Tokens(), tt.tokens[:played])
		}
	}
	if m, err := rules.Replay(g, rules.Options{"pieces": "0"}, []string{"0"}); m != nil || err == nil {
		t.Errorf("Replay with pieces=0 = %v, %v; want no match and an error", m, err)
	}
}

func TestSplitRecord(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"", nil},
		{" \n\t ", nil},
		{"2:L4 0", []string{"2:L4", "0"}},
		{"\t2:L4\r\n\n0  resign\n", []string{"2:L4", "0", "resign"}},
	}
	for _, tt := range tests {
		if got := rules.SplitRecord(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("SplitRecord(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// FuzzReplay reads any text as a record: Replay either plays every token
// or stops at a TokenError with the match before it, and the tokens played
// written back as text replay to the same match.
func FuzzReplay(f *testing.F) {
	f.Add("2:L4 2:R4 1:L2 0 0 2:R2 3:R0", uint8(1))
	f.Add("4:L4 4:L0 0 4:R4 4", uint8(2))
	f.Add("0 resign 0", uint8(7))
	f.Add("4:L4\t4:L4\n", uint8(2))
	f.Add("3:L4 x", uint8(0))
	f.Fuzz(func(t *testing.T, text string, pieces uint8) {
		g := ur.Game{}
		opts := rules.Options{"pieces": string('1' + rune(pieces%7))}
		tokens := rules.SplitRecord(text)
		m, err := rules.Replay(g, opts, tokens)
		if m == nil {
			t.Fatalf("Replay(%q): no match: %v", text, err)
		}
		played := len(tokens)
		if err != nil {
			var te *rules.TokenError
			if !errors.As(err, &te) || te.Token != tokens[te.Index] {
				t.Fatalf("Replay(%q): error %v is not a TokenError naming a token", text, err)
			}
			played = te.Index
		}
		if !slices.Equal(m.Tokens(), tokens[:played]) {
			t.Fatalf("Replay(%q) played %q, want %q", text, m.Tokens(), tokens[:played])
		}
		again, err := rules.Replay(g, opts, rules.SplitRecord(strings.Join(m.Tokens(), " ")))
		if err != nil {
			t.Fatalf("replaying the tokens played, %q: %v", m.Tokens(), err)
		}
		if !slices.Equal(again.Legal(), m.Legal()) || again.Result() != m.Result() || again.Position().Score() != m.Position().Score() {
			t.Fatalf("replaying %q gave another position", m.Tokens())
		}
	})
}
