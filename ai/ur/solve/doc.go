// Package solve solves the Royal Game of Ur (rules/ur) for any number of
// pieces by value iteration over a perfect index of the positions with one
// side to move.
//
// A position is always seen from the side to move, "the mover" (the other
// side is mirrored onto it), so each stored value is the mover's chance to
// win before its roll. Positions are split into layers by the two counts of
// pieces borne off, which never go down: layers are solved from the most
// pieces home downward, and within a layer (with its mirror, which it feeds
// through every turn that passes) by in-place Gauss-Seidel sweeps until the
// largest change is tiny, then checked by a sweep that only measures the
// Bellman residual.
package solve
