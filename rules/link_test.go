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

func TestParseLink(t *testing.T) {
	tests := []struct {
		query  string
		pieces string
		tokens []string
		ply    int
		query2 string // the canonical query
	}{
		{"", "7", nil, 0, ""},
		{"pieces=7", "7", nil, 0, ""},
		{"m=2:L4.0&pieces=3", "3", []string{"2:L4", "0"}, 2, "pieces=3&m=2:L4.0"},
		{"m=2:L4.0&ply=1", "7", []string{"2:L4", "0"}, 1, "m=2:L4.0&ply=1"},
		{"ply=2&m=2:L4.0", "7", []string{"2:L4", "0"}, 2, "m=2:L4.0"},
		{"m=2%3AL4.0&ply=0", "7", []string{"2:L4", "0"}, 0, "m=2:L4.0&ply=0"},
		{"m=&pieces=2&pieces=1", "1", nil, 0, "pieces=1"},
		{"m=0.resign", "7", []string{"0", "resign"}, 2, "m=0.resign"},
	}
	for _, tt := range tests {
		l, err := rules.ParseLink(ur.Game{}, tt.query)
		if err != nil {
			t.Errorf("ParseLink(%q): %v", tt.query, err)
			continue
		}
		if l.Match.Options()["pieces"] != tt.pieces || !slices.Equal(l.Match.Tokens(), tt.tokens) || l.Ply != tt.ply {
			t.Errorf("ParseLink(%q) = pieces %s, tokens %q, ply %d; want %s, %q, %d",
				tt.query, l.Match.Options()["pieces"], l.Match.Tokens(), l.Ply, tt.pieces, tt.tokens, tt.ply)
		}
		if got := l.Query(); got != tt.query2 {
			t.Errorf("ParseLink(%q).Query() = %q, want %q", tt.query, got, tt.query2)
		}
	}
}

func TestParseLinkErrors(t *testing.T) {
	for _, query := range []string{"ply=1", "ply=-1", "ply=x", "colour=red", "pieces=9", "m=2:L4.9", "m=2:L4..0", "%zz", "a;b"} {
		if l, err := rules.ParseLink(ur.Game{}, query); err == nil {
			t.Errorf("ParseLink(%q) = %+v, want an error", query, l)
		}
	}
	// A refused token keeps the match before it, so a page can show it.
	l, err := rules.ParseLink(ur.Game{}, "m=2:L4.2:R4.9.0")
	var te *rules.TokenError
	if !errors.As(err, &te) || te.Index != 2 || l.Match == nil || l.Match.Ply() != 2 || l.Ply != 2 {
		t.Errorf("ParseLink with a bad third token = %+v, %v; want the match of two plies and a TokenError at 2", l, err)
	}
}

// TestParseLinkSetup reads links that start from a position set up by
// hand: the setup is written canonically, before the moves played from it.
func TestParseLinkSetup(t *testing.T) {
	tests := []struct{ query, query2 string }{
		{"setup=right_l:M3.L1", "setup=right_l:L1.M3"},
		{"m=1:R4&setup=right_l:L1.M3&pieces=3", "pieces=3&setup=right_l:L1.M3&m=1:R4"},
		{"setup=&m=0", "m=0"},
		{"setup=left_1%3AL5&ply=0", "setup=left_1:L5"},
	}
	for _, tt := range tests {
		l, err := rules.ParseLink(ur.Game{}, tt.query)
		if err != nil {
			t.Errorf("ParseLink(%q): %v", tt.query, err)
			continue
		}
		if got := l.Query(); got != tt.query2 {
			t.Errorf("ParseLink(%q).Query() = %q, want %q", tt.query, got, tt.query2)
		}
	}
	// A bad setup is an error in words, with no match.
	if l, err := rules.ParseLink(ur.Game{}, "setup=left_l:R1"); err == nil || l.Match != nil || !strings.Contains(err.Error(), "not a square on left's path") {
		t.Errorf("ParseLink with a bad setup = %+v, %v; want its reason and no match", l, err)
	}
	// A refused token after a setup keeps the match before it.
	l, err := rules.ParseLink(ur.Game{}, "setup=right_l:L1.M3&m=1:R4.9")
	var te *rules.TokenError
	if !errors.As(err, &te) || te.Index != 1 || l.Match == nil || l.Match.Ply() != 1 || l.Match.Setup() != "right_l:L1.M3" {
		t.Errorf("ParseLink with a bad second token after a setup = %+v, %v; want the setup match of one ply and a TokenError at 1", l, err)
	}
}

// FuzzParseLink reads any query: a link that parses writes a query that
// parses to the same link, and writing that again changes nothing.
func FuzzParseLink(f *testing.F) {
	for _, q := range []string{"", "pieces=3&m=2:L4.0&ply=1", "m=0.resign", "m=2%3AL4", "ply=0", "pieces=07", "m=4:L4.4:L0.0.4:R4.4&ply=3",
		"setup=right_l:L1.M3&m=1:R4", "pieces=2&setup=left_1:L5_r:M1"} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, query string) {
		g := ur.Game{}
		l, err := rules.ParseLink(g, query)
		if err != nil {
			return
		}
		q := l.Query()
		l2, err := rules.ParseLink(g, q)
		if err != nil {
			t.Fatalf("ParseLink(%q) wrote %q, which does not parse: %v", query, q, err)
		}
		if !slices.Equal(l2.Match.Tokens(), l.Match.Tokens()) || !maps.Equal(l2.Match.Options(), l.Match.Options()) || l2.Ply != l.Ply || l2.Match.Setup() != l.Match.Setup() {
			t.Fatalf("ParseLink(%q) wrote %q, which reads as another link", query, q)
		}
		if q2 := l2.Query(); q2 != q {
			t.Fatalf("ParseLink(%q) wrote %q, then %q", query, q, q2)
		}
	})
}
