package rules_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/games"
)

// jsonOf is a position's legal tokens, player to move and score, which
// together tell positions apart as the referee would.
func jsonOf(t *testing.T, m *rules.Match) string {
	t.Helper()
	b, err := json.Marshal([]any{m.ToMove(), m.Legal(), m.Position().Score(), m.Result()})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// In random games of every game (some ended by a resignation), the
// position At every ply, the Mover of every token and the match Upto every
// ply are what replaying the first tokens gives, and Upto leaves the
// match alone.
func TestMatchAtEveryPly(t *testing.T) {
	for _, g := range games.All() {
		for seed := range uint64(4) {
			rng := rand.New(rand.NewPCG(seed, 7))
			opts := rules.DefaultOptions(g)
			m, err := rules.NewMatch(g, opts)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; !m.Result().Over && ply < 60; ply++ {
				legal := m.Legal()
				tok := legal[rng.IntN(len(legal))]
				if seed == 3 && ply == 20 {
					tok = rules.Resign
				}
				if err := m.Play(tok); err != nil {
					t.Fatal(err)
				}
			}
			whole := jsonOf(t, m)
			for k := 0; k <= m.Ply(); k++ {
				replayed, err := rules.Replay(g, opts, m.Tokens()[:k])
				if err != nil {
					t.Fatal(err)
				}
				u := m.Upto(k)
				if got, want := jsonOf(t, u), jsonOf(t, replayed); got != want {
					t.Fatalf("%s seed %d: Upto(%d) = %s, replayed %s", g.Name(), seed, k, got, want)
				}
				if !slices.Equal(u.Tokens(), m.Tokens()[:k]) {
					t.Fatalf("%s: Upto(%d) holds %v", g.Name(), k, u.Tokens())
				}
				if got, want := m.At(k).ToMove(), replayed.Position().ToMove(); got != want {
					t.Fatalf("%s: At(%d) has %v to move, replayed %v", g.Name(), k, got, want)
				}
				if k < m.Ply() && m.Mover(k) != replayed.Position().ToMove() {
					t.Fatalf("%s: Mover(%d) = %v, want %v", g.Name(), k, m.Mover(k), replayed.Position().ToMove())
				}
			}
			if jsonOf(t, m) != whole {
				t.Fatalf("%s: Upto changed the match", g.Name())
			}
			if m.Mover(-1) != rules.NoPlayer || m.Mover(m.Ply()) != rules.NoPlayer {
				t.Errorf("%s: Mover out of range is a player", g.Name())
			}
		}
	}
}
