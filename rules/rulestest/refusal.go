package rulestest

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
)

// refusalPlies bounds each random game of CheckRefusals.
const refusalPlies = 1000

// CheckRefusals is the body of a game's refusal property test: it plays
// games seeded random games of g with opts from the start (each move drawn
// from rules.Offer) and, in every position reached, checks every token of
// candidates(pos) that ParseToken reads and Legal does not list: the
// position (a rules.Refuser) gives a reason, and Match.Play's error is
// the refusal with that reason after a colon. It returns how many tokens
// were refused, so that a caller can see the check was not vacuous.
func CheckRefusals(t *testing.T, g rules.Game, opts rules.Options, games int, candidates func(rules.Position) []string) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(19, uint64(games)))
	refused := 0
	for game := range games {
		m, err := rules.NewMatch(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Result().Over && m.Ply() < refusalPlies {
			refused += checkRefusalsAt(t, m, candidates(m.Position()))
			moves := rules.Offer(m.Position(), rng, nil)
			token := m.Position().Token(moves[rng.IntN(len(moves))])
			if err := m.Play(token); err != nil {
				t.Fatalf("game %d, ply %d: %v", game, m.Ply(), err)
			}
		}
	}
	return refused
}

// checkRefusalsAt checks the refused tokens among tokens in m's position
// and returns how many there were.
func checkRefusalsAt(t *testing.T, m *rules.Match, tokens []string) int {
	t.Helper()
	pos := m.Position()
	legal := pos.Legal(nil)
	r, ok := pos.(rules.Refuser)
	if !ok {
		t.Fatalf("%T is not a rules.Refuser", pos)
	}
	refused := 0
	for _, token := range tokens {
		mv, err := pos.ParseToken(token)
		if err != nil || slices.Contains(legal, mv) {
			continue
		}
		refused++
		why := r.Refusal(mv)
		if why == "" {
			t.Fatalf("after %q, %q is refused without a reason", m.Tokens(), token)
		}
		err = m.Play(token)
		want := m.Game().Name() + `: "` + token + `" is not a legal move here: ` + why
		if err == nil || err.Error() != want {
			t.Fatalf("after %q, Play(%q) = %v, want %q", m.Tokens(), token, err, want)
		}
		if strings.Contains(why, "\n") {
			t.Errorf("after %q, the reason for %q spans lines: %q", m.Tokens(), token, why)
		}
	}
	return refused
}

// Refused plays token in the position setup (a setup text, "" for the
// start) of g with opts, after the tokens before, and returns the reason
// Match.Play gives for refusing it as a legal-looking move, failing the
// test when Play accepts it or refuses it otherwise.
func Refused(t *testing.T, g rules.Game, opts rules.Options, setup string, before []string, token string) string {
	t.Helper()
	m, err := rules.NewMatchFrom(g, opts, setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range before {
		if err := m.Play(b); err != nil {
			t.Fatal(err)
		}
	}
	err = m.Play(token)
	prefix := g.Name() + `: "` + token + `" is not a legal move here: `
	if err == nil || !strings.HasPrefix(err.Error(), prefix) {
		t.Fatalf("from %q after %q, Play(%q) = %v, want a refusal with a reason", setup, before, token, err)
	}
	return strings.TrimPrefix(err.Error(), prefix)
}
