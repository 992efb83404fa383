package players_test

import (
	"context"
	"testing"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/rules"
	"tessera/rules/games"
)

// Every game that opens with a bid has the computer's part in it, and no
// other game answers a bid.
func TestBidEveryBiddingGame(t *testing.T) {
	for _, g := range games.All() {
		_, bids := g.(rules.Bidding)
		_, err := players.Propose(context.Background(), ai.Request{Game: g.Name()})
		if bids != (err == nil) {
			t.Errorf("%s: opens with a bid %v, the computer's proposal: %v", g.Name(), bids, err)
		}
	}
}

// The computer proposes a komi the rules take, for the AI bidder and as a
// person's suggestion alike, and takes a side offered one.
func TestBidCarteso(t *testing.T) {
	g := mustGame(t, "carteso").(rules.Bidding)
	for _, level := range []string{"", "random", "carteso-mcts-300"} {
		req := ai.Request{Game: "carteso", Options: map[string]string{"size": "7"}, Level: level}
		r, err := players.Propose(context.Background(), req)
		if err != nil {
			t.Fatalf("level %q: %v", level, err)
		}
		if v, err := g.ParseProposal(r.Proposal); err != nil || v != r.Proposal || r.Token != "" {
			t.Errorf("level %q: proposed %+v (%v)", level, r, err)
		}
		req.Options["komi"] = "-10"
		if r, err := players.Take(context.Background(), req); err != nil || r.Takes == nil || *r.Takes != rules.First {
			t.Errorf("level %q offered -10: %+v, %v; want vertical", level, r, err)
		}
	}
}

// A bad bid request is an error: an unknown game or option, a bad value, a
// level of another game.
func TestBidErrors(t *testing.T) {
	for _, req := range []ai.Request{
		{Game: "nonesuch"},
		{Game: "carteso", Options: map[string]string{"colour": "red"}},
		{Game: "carteso", Options: map[string]string{"size": "4"}},
		{Game: "carteso", Options: map[string]string{"komi": "six"}},
		{Game: "carteso", Level: "iris-mcts-300"},
		{Game: "carteso", Level: "nobody"},
	} {
		if r, err := players.Propose(context.Background(), req); err == nil {
			t.Errorf("Propose(%+v) = %+v", req, r)
		}
		if r, err := players.Take(context.Background(), req); err == nil {
			t.Errorf("Take(%+v) = %+v", req, r)
		}
	}
}
