package rules

// Passer is a Position of a game whose players may pass (Iris, Carteso):
// generic code (the page's pass button and its p key) finds the pass
// among the legal moves through it.
type Passer interface {
	// IsPass says whether m is a pass.
	IsPass(m Move) bool
}
