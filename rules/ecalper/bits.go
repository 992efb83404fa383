package ecalper

import "math/bits"

// words is the number of 64-bit words of a Bits: enough for the 271 cells
// of side MaxSize.
const words = 5

// Bits is a set of cells: bit i stands for the cell of rules/hexhex index
// i. It is a plain value.
type Bits [words]uint64

// Has says whether cell c is in b.
func (b Bits) Has(c int) bool { return b[c>>6]>>(c&63)&1 != 0 }

// Len returns the number of cells in b.
func (b Bits) Len() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// Cells returns the cells of b in ascending order.
func (b Bits) Cells() []int {
	cells := make([]int, 0, b.Len())
	for w, x := range b {
		for ; x != 0; x &= x - 1 {
			cells = append(cells, w<<6+bits.TrailingZeros64(x))
		}
	}
	return cells
}

// Union returns the cells in b or c.
func (b Bits) Union(c Bits) Bits {
	for i := range b {
		b[i] |= c[i]
	}
	return b
}

// Minus returns the cells in b and not in c.
func (b Bits) Minus(c Bits) Bits {
	for i := range b {
		b[i] &^= c[i]
	}
	return b
}

// add puts cell c in b.
func (b *Bits) add(c int) { b[c>>6] |= 1 << (c & 63) }

// remove takes cell c out of b.
func (b *Bits) remove(c int) { b[c>>6] &^= 1 << (c & 63) }
