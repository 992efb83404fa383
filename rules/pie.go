package rules

// Swapper is a Position of a game with the pie rule: one move makes the
// two players exchange colours, the board unchanged (Ecalper's swap).
// Harnesses that seat players by colour follow it.
type Swapper interface {
	// IsSwap says whether m is the swap.
	IsSwap(m Move) bool
}
