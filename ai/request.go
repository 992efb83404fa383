package ai

import "tessera/rules"

// Request asks for a move in a game record.
type Request struct {
	Game    string            `json:"game"`              // the game's name, as in "ur"
	Options map[string]string `json:"options,omitempty"` // game options; absent keys take their defaults
	Setup   string            `json:"setup,omitempty"`   // the position set up by hand the record starts from, if any
	Tokens  []string          `json:"tokens,omitempty"`  // the record so far, in the notation of docs/rules.md
	Allowed []string          `json:"allowed,omitempty"` // the tokens to choose among; empty: any legal token
	Level   string            `json:"level"`             // the ID of one of the game's levels (players.Levels)
	Seed    uint64            `json:"seed"`              // seeds the engine's randomness
}

// Reply is the move chosen for a Request, a hint, a review or a part in a
// bid.
type Reply struct {
	Token     string      `json:"token"`               // a legal token, one of Request.Allowed when given
	WinChance *float64    `json:"winChance,omitempty"` // hints only: the side to move's chance to win, 0 to 1
	Resign    bool        `json:"resign,omitempty"`    // moves only: the level resigns instead (Token is empty)
	Note      string      `json:"note,omitempty"`      // for the player: the level played without its data, say
	Review    []PlyReview `json:"review,omitempty"`    // reviews only: every choice of the record
	Eval      *Evaluation `json:"eval,omitempty"`      // evaluations only: the position's chance and best moves

	Proposal string        `json:"proposal,omitempty"` // bids only: the value proposed for the bid's option (Bidder.Propose)
	Takes    *rules.Player `json:"takes,omitempty"`    // bids only: the player whose side the level takes (Bidder.Take)
}

// PlyReview is the review of one ply that was a choice among moves.
type PlyReview struct {
	Ply    int          `json:"ply"`    // the token's index in the record
	Moves  []MoveChance `json:"moves"`  // the moves of the choice (every one, or the best few), best first
	Played float64      `json:"played"` // the mover's chance to win after the move played, 0 to 1
	Lost   float64      `json:"lost"`   // the win chance the move played lost against the best, 0 to 1
}

// MoveChance is a move and the mover's chance to win after it.
type MoveChance struct {
	Token  string  `json:"token"`
	Chance float64 `json:"chance"`
}
