package mcts

import (
	"errors"
	"math"
	"time"
)

// DefaultMaxNodes is the node cap of a Config that sets none: 1<<20 nodes
// of 24 bytes, 24 MiB.
const DefaultMaxNodes = 1 << 20

// Config sets up a search.
type Config struct {
	// C is the exploration constant of UCB1: a child's mean plus
	// C*sqrt(ln(parent visits)/child visits). Zero is greedy.
	C float64
	// Playouts caps the playouts (iterations) of one search; 0 for no cap.
	// An iteration that ends on a proven node counts as one, its value
	// known without a playout.
	Playouts int
	// Time caps the wall-clock time of one search; 0 for no cap. The clock
	// is read every checkEvery playouts, first after checkEvery of them.
	Time time.Duration
	// Seed seeds the search's random source. With a playout budget and no
	// time cap, the same seed gives the same search.
	Seed uint64
	// Solver turns on the MCTS-Solver: proven values climb the tree, the
	// search skips proven losing moves, stops once the root is proven and
	// chooses a proven win over the most visited move.
	Solver bool
	// MaxNodes caps the tree's nodes; 0 means DefaultMaxNodes. Once the
	// tree is full it stops growing, and searching goes on from its leaves.
	MaxNodes int
	// NewPolicy makes the policy of each tree, which plays its positions
	// out; nil means a new Uniform. Trees never share a policy, so one
	// need not be safe for concurrent use.
	NewPolicy func() Policy
}

// Default returns the configuration levels start from: UCB1 with C = 0.5,
// the solver on, a budget of playouts playouts. (On Connect Four at 3,000
// playouts a move, C from 0.4 to 0.5 beat plain UCT about 3 games in 4, C
// = 0.7 about 2 in 3.)
func Default(playouts int) Config {
	return Config{C: 0.5, Playouts: playouts, Solver: true}
}

// Baseline returns plain UCT, the yardstick of the strength benchmarks:
// uniformly random playouts, UCB1 with C = sqrt(2), no solver (and, when
// played, no tree reuse), within budget playouts and time (0 for no cap).
func Baseline(playouts int, budget time.Duration) Config {
	return Config{C: math.Sqrt2, Playouts: playouts, Time: budget}
}

// check reports a configuration that cannot search.
func (c Config) check() error {
	switch {
	case c.C < 0 || math.IsNaN(c.C) || math.IsInf(c.C, 0):
		return errors.New("mcts: the exploration constant must be a number at least 0")
	case c.Playouts < 0 || c.Time < 0 || c.MaxNodes < 0:
		return errors.New("mcts: a negative budget or node cap")
	case c.MaxNodes > math.MaxInt32:
		return errors.New("mcts: the node cap is above 2^31-1")
	}
	return nil
}

// maxNodes returns the node cap.
func (c Config) maxNodes() int {
	if c.MaxNodes == 0 {
		return DefaultMaxNodes
	}
	return c.MaxNodes
}
