package players

import (
	"context"
	"fmt"

	"tessera/ai"
	"tessera/rules"
	"tessera/rules/games"
)

// Propose answers the computer's proposal (Reply.Proposal) in the bid that
// opens a game of req's game with req's options (rules.Bidding): the
// proposal of an AI first bidder, and the suggestion a person proposing
// is offered. req's record and seed are not used; its level, when given,
// must play the game. A bad request, or a game that opens with no bid, is
// an error in words.
func Propose(_ context.Context, req ai.Request) (ai.Reply, error) {
	b, opts, err := bidding(req)
	if err != nil {
		return ai.Reply{}, err
	}
	v, err := b.Propose(opts)
	if err != nil {
		return ai.Reply{}, fmt.Errorf("ai: %w", err)
	}
	return ai.Reply{Proposal: v}, nil
}

// Take answers the player whose side the computer takes (Reply.Takes) as
// the second bidder, offered the proposal req's options hold (the value of
// the bid's option). The request is as for Propose.
func Take(_ context.Context, req ai.Request) (ai.Reply, error) {
	b, opts, err := bidding(req)
	if err != nil {
		return ai.Reply{}, err
	}
	p, err := b.Take(opts)
	if err != nil {
		return ai.Reply{}, fmt.Errorf("ai: %w", err)
	}
	return ai.Reply{Takes: &p}, nil
}

// bidding returns the bidder of req's game and req's options, which the
// game must take.
func bidding(req ai.Request) (ai.Bidder, rules.Options, error) {
	g, err := games.Lookup(req.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("ai: %w", err)
	}
	opts, err := rules.ParseOptions(g, req.Options)
	if err != nil {
		return nil, nil, fmt.Errorf("ai: %w", err)
	}
	b := byGame[req.Game].bidder
	if _, bids := g.(rules.Bidding); b == nil || !bids {
		return nil, nil, fmt.Errorf("ai: a game of %s opens with no bid", g.Title())
	}
	if req.Level != "" {
		if _, err := Lookup(req.Game, req.Level); err != nil {
			return nil, nil, err
		}
	}
	if _, err := g.New(opts); err != nil {
		return nil, nil, fmt.Errorf("ai: %w", err)
	}
	return b, opts, nil
}
