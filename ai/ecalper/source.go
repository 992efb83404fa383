package ecalper

// source is a SplitMix64 generator (Steele, Lea and Flood, 2014): a
// playout's random numbers come from one, seeded from the caller's
// rand.Rand. It needs only 64-bit multiplies, so it is quick in wasm too,
// where the 128-bit multiply of math/rand/v2's PCG is not.
type source struct{ state uint64 }

// gamma is the step of a SplitMix64 state.
const gamma = 0x9e3779b97f4a7c15

// next returns 64 random bits.
func (g *source) next() uint64 {
	g.state += gamma
	z := g.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// skip moves g on past n draws of next.
func (g *source) skip(n int) { g.state += uint64(n) * gamma }

// intN returns a uniformly random number in [0, n), 0 < n < 2^32, by
// Lemire's multiply-and-shift: 32 random bits times n, keeping the high
// half, drawing again in the rare case that would favour some results.
func (g *source) intN(n int) int {
	m := uint64(uint32(g.next())) * uint64(n)
	if uint32(m) < uint32(n) {
		least := uint32(-n) % uint32(n) // 2^32 mod n: the low halves to refuse
		for uint32(m) < least {
			m = uint64(uint32(g.next())) * uint64(n)
		}
	}
	return int(m >> 32)
}
