package play

import (
	"errors"
	"maps"
	"strconv"

	"tessera/rules"
	"tessera/wasm/board"
)

// Stage is what a bid waits for.
type Stage int

// The stages of a bid.
const (
	Propose Stage = iota // the first bidder must propose
	Choose               // the second bidder must take a side
	Done                 // the proposal and the seats are settled
)

// Bid is the bid a game opens with when its rules say so (rules.Bidding:
// Carteso's komi): the first bidder proposes the value of the option the
// bid settles, the second then takes either player's side. A bidder is
// board.Human or an AI level's ID; the page asks the AI worker for an AI
// bidder's part when it is Due, and gives it to Propose or Take as it
// gives a person's.
type Bid struct {
	Bidders  [2]string    // who proposes, who then takes a side
	Proposal string       // the value proposed, once past Propose
	Taken    rules.Player // the player whose side the second bidder took, once Done
	stage    Stage
	rules    rules.Bidding
	opts     rules.Options
}

// NewBid starts the bid for a game of g with opts (the bid settles one of
// them) between bidders. A game that opens with no bid, or options it
// refuses, are errors.
func NewBid(g rules.Game, opts rules.Options, bidders [2]string) (*Bid, error) {
	r, ok := g.(rules.Bidding)
	if !ok {
		return nil, errors.New("play: a game of " + g.Title() + " opens with no bid")
	}
	if _, err := g.New(opts); err != nil {
		return nil, err
	}
	return &Bid{Bidders: bidders, rules: r, opts: maps.Clone(opts)}, nil
}

// Stage returns what the bid waits for.
func (b *Bid) Stage() Stage { return b.stage }

// Due returns the level ID of the AI bidder whose part the bid waits for,
// "" when it waits for a person or for nothing.
func (b *Bid) Due() string {
	if b.stage == Done || b.Bidders[b.stage] == board.Human {
		return ""
	}
	return b.Bidders[b.stage]
}

// Propose takes the first bidder's proposal, as people write one ("6.5"),
// if the rules take it.
func (b *Bid) Propose(proposal string) error {
	if b.stage != Propose {
		return errors.New("play: the proposal is already made")
	}
	v, err := b.rules.ParseProposal(proposal)
	if err != nil {
		return err
	}
	b.Proposal, b.stage = v, Choose
	return nil
}

// Take takes the second bidder's side: that of player p.
func (b *Bid) Take(p rules.Player) error {
	if b.stage != Choose {
		return errors.New("play: no side is to be taken now")
	}
	if p != rules.First && p != rules.Second {
		return errors.New("play: no player " + strconv.Itoa(int(p)) + " to take the side of")
	}
	b.Taken, b.stage = p, Done
	return nil
}

// Sides returns who plays each player, once Done: the second bidder in
// the seat taken, the first in the other.
func (b *Bid) Sides() [2]string {
	if b.Taken == rules.First {
		return [2]string{b.Bidders[1], b.Bidders[0]}
	}
	return b.Bidders
}

// Options returns the game's options with the proposal, once past
// Propose; before, the options the bid started with.
func (b *Bid) Options() rules.Options {
	o := maps.Clone(b.opts)
	if b.stage != Propose {
		o[b.rules.BidOption()] = b.Proposal
	}
	return o
}
