package ecalper

import (
	"math/bits"

	"tessera/rules/ecalper"
)

// nth returns the cell of the k-th (0-based) member of b, which has more
// than k members among its first words words. No step branches on the
// cells: the word holding it is found by running counts, then the byte
// within the word by running counts kept byte by byte, then the bit is
// looked up. (One function, not three: calls cost in wasm.)
func nth(b *ecalper.Bits, k, words int) int {
	w := 0
	for i := 0; i < words-1; i++ {
		n := bits.OnesCount64(b[w])
		skip := int(uint(n-k-1) >> 63) // 1 when b[w] holds no more than k members
		k -= n * skip
		w += skip
	}
	x := b[w]
	c := x - x>>1&0x5555555555555555
	c = c&0x3333333333333333 + c>>2&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	upTo := c * lowBits                                       // byte i: set bits in bytes 0..i
	atMost := (uint64(k)*lowBits | highBits) - upTo&^highBits // high bit of byte i set when upTo_i <= k
	i := uint(bits.TrailingZeros64(^atMost&highBits)) &^ 7    // the first byte past k: 8 * its index
	before := int(upTo << 8 >> i & 0xff)
	return w<<6 + int(i) + int(bitInByte[x>>i&0xff][(k-before)&7])
}

// Broadword masks: the low bit, the high bit of every byte.
const (
	lowBits  = 0x0101010101010101
	highBits = 0x8080808080808080
)

// randomCell returns a uniformly random member of b, which has n > 0
// members among its first words words.
func randomCell(b *ecalper.Bits, n, words int, g *source) int {
	return nth(b, g.intN(n), words)
}

// randomSubset returns a uniformly random subset of k of the n cells of
// pool, which lie in its first words words. It tosses a coin for every
// cell four times over and keeps the tossed subset whose size is nearest
// k, then takes out or adds uniformly random cells until k are in. Every
// step treats the cells of pool alike (the choice among tossed subsets
// looks at their sizes only), so every k-subset is equally likely. The
// four tosses of a word are drawn together and only counted; the one kept
// is drawn again afterwards (g's numbers are a sequence that can be
// replayed).
func randomSubset(pool *ecalper.Bits, n, k, words int, g *source) ecalper.Bits {
	const tosses = 4
	kept := *g             // g before the tosses, to draw the kept one again
	var c0, c1, c2, c3 int // the sizes of the four tossed subsets
	for _, x := range pool[:words] {
		c0 += bits.OnesCount64(g.next() & x)
		c1 += bits.OnesCount64(g.next() & x)
		c2 += bits.OnesCount64(g.next() & x)
		c3 += bits.OnesCount64(g.next() & x)
	}
	best, in := 0, c0
	for try, c := range [3]int{c1, c2, c3} {
		if abs(c-k) < abs(in-k) {
			best, in = try+1, c
		}
	}
	var sub ecalper.Bits
	for w, x := range pool[:words] {
		at := kept
		at.skip(w*tosses + best)
		sub[w] = at.next() & x
	}
	for ; in > k; in-- {
		c := randomCell(&sub, in, words, g)
		sub[c>>6] &^= 1 << (c & 63)
	}
	if in < k {
		var out ecalper.Bits // the cells of pool not in sub
		for w, x := range pool[:words] {
			out[w] = x &^ sub[w]
		}
		for ; in < k; in++ {
			c := randomCell(&out, n-in, words, g)
			out[c>>6] &^= 1 << (c & 63)
			sub[c>>6] |= 1 << (c & 63)
		}
	}
	return sub
}

func abs(x int) int { return max(x, -x) }
