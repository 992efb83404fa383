package players_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// TestEcalperResigns checks the resignations of Ecalper's weakest level,
// which resigns only a game proven lost: at black's final single
// replacement of seeded random side-5 games, Decide resigns exactly when
// every legal replacement loses, as the test works out by playing each.
func TestEcalperResigns(t *testing.T) {
	g := ecalper.Game{}
	opts := rules.Options{"size": "5", "pie": "off"}
	resigned, played := 0, 0
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 9))
		m, err := rules.NewMatch(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		for {
			legal := m.Legal()
			pos := m.Position()
			final := true // the last ply: every legal move ends the game
			for _, tok := range legal {
				c := pos.Clone()
				mv, _ := c.ParseToken(tok)
				c.Apply(mv)
				final = final && c.Result().Over
			}
			if final {
				lost := true
				for _, tok := range legal {
					c := pos.Clone()
					mv, _ := c.ParseToken(tok)
					c.Apply(mv)
					lost = lost && c.Result().Winner != pos.ToMove()
				}
				reply, err := players.Decide(context.Background(), ai.Request{Game: "ecalper", Options: map[string]string(opts), Tokens: m.Tokens(), Level: "ecalper-beginner", Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if reply.Resign != lost || (reply.Resign && reply.Token != "") {
					t.Fatalf("seed %d: reply %+v, but every replacement loses: %v", seed, reply, lost)
				}
				if lost {
					resigned++
				} else {
					played++
				}
				break
			}
			if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if resigned == 0 || played == 0 {
		t.Errorf("the seeds gave %d resignations and %d moves: the test needs both", resigned, played)
	}
}
