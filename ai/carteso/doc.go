// Package carteso holds Carteso's playout policy for tree searches: random
// games played straight on rules/carteso's State, without the contract's
// move lists.
package carteso
