package rules

// Passer is a Game whose players may pass (Iris, Carteso): generic code
// (the page's pass button and its p key) learns the pass's token from it.
type Passer interface {
	// PassToken is the token of a pass, as "pass".
	PassToken() string
}

// Swapper is a Game with the pie rule (Ecalper's): after the opening, the
// second player may take it as their own with one token. The rules keep
// dealing in colours (the same colour is still to move), so it is the
// seats that are exchanged: whoever played the first colour now plays the
// second, and the other way round.
type Swapper interface {
	// SwapToken is the token of the swap, as "swap".
	SwapToken() string
}
