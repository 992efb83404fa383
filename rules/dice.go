package rules

import "math/rand/v2"

// Thrower is a Position whose player throws dice before choosing a move
// (the Royal Game of Ur). The moves on offer are then those of the throw,
// not every legal move: Legal lists the moves of every throw, so that a
// record can be checked whatever was thrown.
type Thrower interface {
	// Throw throws the dice with rng and appends to dst the legal moves of
	// the throw (one move at least: a throw with no move still passes the
	// turn), and returns it.
	Throw(rng *rand.Rand, dst []Move) []Move
}

// Offer appends to dst the moves the player to move in pos chooses among,
// and returns it: the legal moves of a throw of the dice made with rng for
// a Thrower, every legal move otherwise. Game loops that play whole games
// (self-play, playouts, matches) ask Offer, never the game's type.
func Offer(pos Position, rng *rand.Rand, dst []Move) []Move {
	if t, ok := pos.(Thrower); ok {
		return t.Throw(rng, dst)
	}
	return pos.Legal(dst)
}
