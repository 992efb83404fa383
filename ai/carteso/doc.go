// Package carteso holds Carteso's playout policy for tree searches: the
// board filled at random, its end worked out at once by rules/carteso's
// State.Fill rather than stone by stone through the contract.
package carteso
