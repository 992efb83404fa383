package echelon_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/hexhex"
	"tessera/rules/rulestest"
)

// TestRefusal checks the reason given for each of Echelon's refusals
// (docs/rules.md, Echelon). The position is arranged from a setup text
// without the setup's checks, so it needs neither all twenty pieces nor
// the start's cells: along the line from c3 to c9, red is free on c3,
// blue on c5 and c7 is dead; red's stack rb on f6 has blue on top, blue's
// br on f8 red on top, and g7 and g8 are dead.
func TestRefusal(t *testing.T) {
	const setup = "red_r:c3.h3_b:c5.h5_rb:f6_br:f8_dead:c7.g7.g8"
	tests := []struct{ token, reason string }{
		{"c3-c3", "a piece must move: c3 to itself goes nowhere"},
		{"g7-g6", "g7 is dead: no piece stands there"},
		{"d4-d5", "no piece stands on d4"},
		{"c5-c4", "the piece on c5 is blue's"},
		{"f6-f5", "red's piece on f6 is under blue's: a piece with another on top cannot move"},
		{"c3-d5", "c3 and d5 are not on one line"},
		{"c3-c6", "the piece on c5 blocks the line before c6"},
		{"c3-c8", "the piece on c5 blocks the line before c8"},
		{"h3-h6", "the piece on h5 blocks the line before h6"},
		{"f8-h8", "the dead cell g8 blocks the line before h8"},
		{"f8-g8", "g8 is dead: no piece may move onto it"},
		{"f8-f6", "only a free piece may stomp: the top of a stack moves only to an empty cell"},
	}
	for _, tt := range tests {
		if got := refusal(t, setup, tt.token); got != tt.reason {
			t.Errorf("%q is refused because %q, want %q", tt.token, got, tt.reason)
		}
	}
}

// refusal arranges the position of setup (a setup text of the gentleman
// variant, not checked) and returns its reason for refusing token, failing
// the test if the token is unreadable or legal there.
func refusal(t *testing.T, setup, token string) string {
	t.Helper()
	g := echelon.Game{}
	opts := variantOpts[echelon.Gentleman]
	d, err := rules.ParseDiagram(g, setup)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := g.Arrange(opts, d)
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseToken(token)
	if err != nil || slices.Contains(pos.Legal(nil), m) {
		t.Fatalf("in %q, %q reads as %v and is legal: it is not a refusal", setup, token, err)
	}
	return pos.(rules.Refuser).Refusal(m)
}

// TestRefusalsHaveReasons plays random games of both variants and checks
// that refused moves have reasons: from every cell holding a piece or
// dead, to every cell along its six lines, and random pairs of cells.
func TestRefusalsHaveReasons(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 19))
	candidates := func(pos rules.Position) []string {
		s, b := pos.(*echelon.State), echelon.Board()
		var tokens []string
		for from := range echelon.Cells {
			if s.Height(from) == 0 && !s.Dead(from) {
				continue
			}
			for d := range hexhex.Directions {
				for to := b.Step(from, d); to != hexhex.None; to = b.Step(to, d) {
					tokens = append(tokens, b.Name(from)+"-"+b.Name(to))
				}
			}
		}
		for range 20 {
			tokens = append(tokens, b.Name(rng.IntN(echelon.Cells))+"-"+b.Name(rng.IntN(echelon.Cells)))
		}
		return tokens
	}
	for v, opts := range variantOpts {
		if n := rulestest.CheckRefusals(t, echelon.Game{}, opts, 2, candidates); n == 0 {
			t.Errorf("%v: no token was refused", v)
		}
	}
}
