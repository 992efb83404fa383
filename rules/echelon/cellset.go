package echelon

import (
	"iter"
	"math/bits"
)

// cellSet is a set of cells, one bit per cell index.
type cellSet [2]uint64

func (s *cellSet) add(c int) { s[c>>6] |= 1 << (c & 63) }

func (s *cellSet) remove(c int) { s[c>>6] &^= 1 << (c & 63) }

// all yields the cells of s in index order.
func (s cellSet) all() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, word := range s {
			for ; word != 0; word &= word - 1 {
				if !yield(w<<6 | bits.TrailingZeros64(word)) {
					return
				}
			}
		}
	}
}
