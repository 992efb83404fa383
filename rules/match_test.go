package rules_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// newMatch starts an Ur match with option words.
func newMatch(t *testing.T, words ...string) *rules.Match {
	t.Helper()
	g := ur.Game{}
	opts, err := rules.ParseOptionWords(g, words)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNewMatchBadOption(t *testing.T) {
	if m, err := rules.NewMatch(ur.Game{}, rules.Options{"pieces": "9"}); err == nil {
		t.Errorf("NewMatch with pieces=9 = %v, want an error", m)
	}
}

// TestMatchLegal checks that Legal lists the position's moves as tokens,
// sorted by byte order, and never null.
func TestMatchLegal(t *testing.T) {
	m := newMatch(t, "pieces=2")
	for _, token := range []string{"4:L4", "1:L0", "4:R4", "3:R0"} {
		if err := m.Play(token); err != nil {
			t.Fatal(err)
		}
	}
	pos := m.Position()
	var want []string
	for _, mv := range pos.Legal(nil) {
		want = append(want, pos.Token(mv))
	}
	got := m.Legal()
	if !slices.IsSorted(got) || len(got) != len(want) {
		t.Errorf("Legal = %q: not sorted, or not the %d moves %q", got, len(want), want)
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("Legal = %q lacks %q", got, w)
		}
	}
	if slices.Contains(got, rules.Resign) {
		t.Errorf("Legal lists resign: %q", got)
	}
	if err := m.Play(rules.Resign); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(m.Legal()); string(b) != "[]" {
		t.Errorf("Legal when over encodes as %s, want []", b)
	}
}

// TestMatchPlay checks the checked door: legal tokens are played and
// recorded, others refused with the match unchanged.
func TestMatchPlay(t *testing.T) {
	m := newMatch(t)
	for _, token := range []string{"2:L4", "0", "3:L2"} {
		if err := m.Play(token); err != nil {
			t.Fatalf("Play(%q): %v", token, err)
		}
	}
	if !slices.Equal(m.Tokens(), []string{"2:L4", "0", "3:L2"}) || m.Ply() != 3 {
		t.Errorf("Tokens = %q, Ply = %d", m.Tokens(), m.Ply())
	}
	before := m.Position().Clone()
	legal := m.Legal()
	for _, bad := range []string{"2", "4:L4", "3:L2", "", "x", "1:R3", "9:R4"} {
		if err := m.Play(bad); err == nil {
			t.Errorf("Play(%q): no error", bad)
		}
	}
	if m.Ply() != 3 || !slices.Equal(m.Legal(), legal) || m.Position().ToMove() != before.ToMove() {
		t.Errorf("refused tokens changed the match: ply %d, legal %q", m.Ply(), m.Legal())
	}
	if m.PlayerName(m.ToMove()) != "right" || m.WinnerName() != "" || m.Resigned() != rules.NoPlayer {
		t.Errorf("to move %q, winner %q, resigned %d", m.PlayerName(m.ToMove()), m.WinnerName(), m.Resigned())
	}
}

// TestMatchResign checks docs/rules.md's resign: the player to move resigns, the
// opponent wins, it counts as a ply, and nothing is legal after it.
func TestMatchResign(t *testing.T) {
	for _, tt := range []struct {
		before []string
		winner string
	}{
		{nil, "right"},
		{[]string{"0"}, "left"},
		{[]string{"4:L4"}, "right"}, // left rolls again after the rosette
	} {
		m := newMatch(t)
		for _, token := range append(slices.Clone(tt.before), rules.Resign) {
			if err := m.Play(token); err != nil {
				t.Fatalf("Play(%q): %v", token, err)
			}
		}
		if m.WinnerName() != tt.winner || !m.Result().Over || m.ToMove() != rules.NoPlayer || m.Ply() != len(tt.before)+1 {
			t.Errorf("after %q resign: winner %q, result %+v, to move %d, ply %d; want %s",
				tt.before, m.WinnerName(), m.Result(), m.ToMove(), m.Ply(), tt.winner)
		}
		if m.PlayerName(m.Resigned()) == tt.winner {
			t.Errorf("after %q resign: Resigned is the winner", tt.before)
		}
		for _, token := range []string{"0", rules.Resign} {
			if err := m.Play(token); err == nil {
				t.Errorf("Play(%q) after resign: no error", token)
			}
		}
	}
}

// TestNewMatchFrom starts matches from setups: none is the initial
// position, a bad option is refused before the setup is read, and the
// match keeps the setup's canonical text.
func TestNewMatchFrom(t *testing.T) {
	m, err := rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "7"}, "")
	if err != nil || m.Setup() != "" || m.ToMove() != rules.First {
		t.Errorf("NewMatchFrom with no setup = %v, %v; want the initial position", m, err)
	}
	if _, err := rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "9"}, "left"); err == nil || !strings.Contains(err.Error(), "pieces") {
		t.Errorf("NewMatchFrom with pieces=9 = %v, want an error naming pieces", err)
	}
	m, err = rules.NewMatchFrom(ur.Game{}, rules.Options{"pieces": "7"}, "right_r:R3_l:M3")
	if err != nil || m.Setup() != "right_l:M3_r:R3" || m.ToMove() != rules.Second {
		t.Errorf("NewMatchFrom = %v, %v; want right to move, setup right_l:M3_r:R3", m, err)
	}
}
