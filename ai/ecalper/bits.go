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

// tosses is the number of coin-tossed subsets randomSubset draws to start
// from the one nearest in size.
const tosses = 4

// randomSubset returns a uniformly random subset of k of the n cells of
// pool, which lie in its first words words. It tosses a coin for every
// cell a few times over and keeps the tossed subset whose size is nearest
// k, then takes out or adds uniformly random cells until k are in. Every
// step treats the cells of pool alike (the choice among tossed subsets
// looks at their sizes only), so every k-subset is equally likely.
func randomSubset(pool *ecalper.Bits, n, k, words int, g *source) ecalper.Bits {
	var sub ecalper.Bits
	in := 0
	for try := range tosses {
		var toss ecalper.Bits
		c := 0
		for w := range words {
			toss[w] = g.next() & pool[w]
			c += bits.OnesCount64(toss[w])
		}
		var keep uint64 // all ones to keep toss
		if try == 0 || abs(c-k) < abs(in-k) {
			keep = ^uint64(0)
		}
		for w := range words {
			sub[w] = sub[w]&^keep | toss[w]&keep
		}
		in = int(uint64(in)&^keep | uint64(c)&keep)
	}
	for ; in > k; in-- {
		c := randomCell(&sub, in, words, g)
		sub[c>>6] &^= 1 << (c & 63)
	}
	for ; in < k; in++ {
		out := pool.Minus(sub)
		c := randomCell(&out, n-in, words, g)
		sub[c>>6] |= 1 << (c & 63)
	}
	return sub
}

func abs(x int) int { return max(x, -x) }
