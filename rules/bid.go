package rules

// Bidding is a Game whose games open with a bid (Carteso's komi,
// docs/rules.md): the first bidder proposes a value of one of the game's
// options, the second then takes either player's side, and the game is
// played with that value, each bidder in the seat the bid gave them. The
// rules judge the proposal; the bidders are the page's and the AI's.
type Bidding interface {
	// BidOption is the key of the option the bid settles, as "komi".
	BidOption() string
	// ParseProposal reads a proposal as people write one, as "6.5", and
	// returns it as the option's value, or says why it is refused.
	ParseProposal(s string) (string, error)
}
