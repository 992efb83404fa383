package ai

import "tessera/rules"

// Bidder is how the computer bids before a game that opens with a bid
// (rules.Bidding: Carteso's komi). A game that has one declares it in the
// registry of levels (tessera/ai/players), which asks it for every level
// of the game. opts are valid options of the game.
type Bidder interface {
	// Propose returns the value the computer proposes, as the first
	// bidder, for the bid's option of a game with opts: its fair value.
	Propose(opts rules.Options) (string, error)
	// Take returns the player whose side the computer takes, as the
	// second bidder, in a game with opts, the proposal among them.
	Take(opts rules.Options) (rules.Player, error)
}
