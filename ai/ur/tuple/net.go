// Package tuple is a small learned model of the solved Royal Game of Ur:
// an n-tuple network (a few lookup tables whose entries add up to a
// logit) fitted to every position of the solved table (package
// ai/ur/solve), so that the browser can play near-perfect Ur from a file
// of a few megabytes instead of the table's half gigabyte.
//
// Train fits a network to a table; Write and Read keep it in a compact
// file; Net.WinChance estimates the solved win chance of any position; the
// Evaluate method plugs it into the expectimax search as its leaf
// evaluation.
package tuple

import (
	"math"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// Net is a trained network for one piece count. It is only read once
// trained, so any number of searches may share it.
type Net struct {
	pieces int
	w      []float32
}

// New returns an untrained network (every position worth one half) for
// pieces per side.
func New(pieces int) *Net { return &Net{pieces: pieces, w: make([]float32, Weights)} }

// Pieces returns the pieces per side the network was trained for.
func (n *Net) Pieces() int { return n.pieces }

// logit returns the network's logit for p.
func (n *Net) logit(p solve.Position) float32 { return n.sum(features(p, n.pieces)) }

// Chance returns the network's estimate of the chance that p's side to
// move wins, before its roll.
func (n *Net) Chance(p solve.Position) float64 { return sigmoid(float64(n.logit(p))) }

// WinChance returns the network's estimate of the chance that s's side to
// move wins, before its roll; false when the game is over or s has more
// pieces than the network's game. A game of fewer pieces is the network's
// game with the missing pieces of both sides home already: winning is
// bearing off every piece either way.
func (n *Net) WinChance(s *ur.State) (float64, bool) {
	p, ok := solve.PositionOf(s)
	if !ok || s.Options().Pieces > n.pieces {
		return 0, false
	}
	return n.Chance(n.lift(p, s.Options().Pieces)), true
}

// Evaluate returns the worth of s for its side to move in the expectimax
// search's scale, 2w-1 for w its WinChance. s must not be over and must
// have at most the network's piece count.
func (n *Net) Evaluate(s *ur.State) float64 {
	p, _ := solve.PositionOf(s)
	return 2*n.Chance(n.lift(p, s.Options().Pieces)) - 1
}

// lift returns p, a position of a game of pieces per side, in the
// network's game: the missing pieces of both sides are home.
func (n *Net) lift(p solve.Position, pieces int) solve.Position {
	p.Home[0] += n.pieces - pieces
	p.Home[1] += n.pieces - pieces
	return p
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }
