package iris

import "math/bits"

// Bits is a set of cells as a bitboard in a Layout's bit order: on side n,
// cell (q, r) is bit (2n-1)r+q. 169 bits hold side 7 (three words), 225
// side 8.
type Bits [4]uint64

// BitsWords is the number of words in Bits.
const BitsWords = len(Bits{})

// Has says whether bit i is in b.
func (b Bits) Has(i int) bool { return b[i>>6]>>(i&63)&1 != 0 }

// Set adds bit i to b.
func (b *Bits) Set(i int) { b[i>>6] |= 1 << (i & 63) }

// Count returns the number of bits in b.
func (b Bits) Count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}

// Empty says whether b has no bit.
func (b Bits) Empty() bool { return b[0]|b[1]|b[2]|b[3] == 0 }

// Lowest returns b's lowest bit; b must not be empty.
func (b Bits) Lowest() int {
	for w, x := range b {
		if x != 0 {
			return w<<6 | bits.TrailingZeros64(x)
		}
	}
	panic("iris: Lowest of empty Bits")
}

// And returns b ∩ c.
func (b Bits) And(c Bits) Bits { return Bits{b[0] & c[0], b[1] & c[1], b[2] & c[2], b[3] & c[3]} }

// Or returns b ∪ c.
func (b Bits) Or(c Bits) Bits { return Bits{b[0] | c[0], b[1] | c[1], b[2] | c[2], b[3] | c[3]} }

// AndNot returns b \ c.
func (b Bits) AndNot(c Bits) Bits {
	return Bits{b[0] &^ c[0], b[1] &^ c[1], b[2] &^ c[2], b[3] &^ c[3]}
}

// Each calls f with every bit of b, lowest first.
func (b Bits) Each(f func(i int)) {
	for w, x := range b {
		for ; x != 0; x &= x - 1 {
			f(w<<6 | bits.TrailingZeros64(x))
		}
	}
}
