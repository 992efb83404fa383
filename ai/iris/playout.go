package iris

import (
	"math/bits"
	"math/rand/v2"

	"tessera/rules"
	board "tessera/rules/iris"
)

// Policy plays random playouts of Iris positions. It keeps no state: its
// zero value is ready, and one Policy may serve any number of searches at
// once. It satisfies ai/mcts's Policy.
//
// A playout chooses every ply uniformly among the legal stones: the first
// stone of a turn among all empty cells (gray ones only in black's
// single-stone turn), the second among its legal targets. It never passes:
// a stone never harms its owner's groups, so passing is never better than
// placing, and a playout fills the board. Choosing either cell of a rim pair
// comes to the same position, so a rim first stone is drawn as a pair with
// twice a gray cell's weight.
type Policy struct{}

// Playout plays pos, which must be a *rules/iris.State, to its end and
// returns the result; pos itself is left unchanged. The random choices
// come from a generator seeded with one number drawn from rng.
func (Policy) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	var f fill
	return f.playout(pos.(*board.State), rng.Uint64())
}

// fill is a board being filled: black's stones (white holds the rest of
// the filled cells), the empty rim pairs and the empty gray cells as lists
// to draw from, the random generator, and the stones placed, in order. The
// lists are 256 long so that a uint8 index needs no bounds check.
type fill struct {
	lay    *board.Layout
	black  board.Bits
	rng    uint64
	pairs  [256]uint8 // the lower bit of each empty rim pair
	gray   [256]uint8 // the empty gray cells' bits
	placed [256]uint8 // the bits of the stones placed, in order
	np     uint8      // pairs listed
	ng     uint8      // gray cells listed
	n      uint8      // stones placed
}

// playout fills s's board at random from the generator seed and returns
// the result.
func (f *fill) playout(s *board.State, seed uint64) rules.Result {
	if r := s.Result(); r.Over {
		return r
	}
	f.run(f.start(s, seed))
	// The board is full: white holds every cell black does not.
	white := f.lay.All().AndNot(f.black)
	return rules.Result{Over: true, Winner: f.lay.Winner(f.black, white)}
}

// start sets f up to fill s's board from the generator seed, plays the
// rest of a turn under way (a second stone, or black's single stone), and
// returns who plays next: 1 for black, 0 for white.
func (f *fill) start(s *board.State, seed uint64) (isBlack uint64) {
	f.lay, f.black, f.rng = s.Layout(), s.Stones(rules.First), seed
	f.listEmpty(s.Empty())
	if s.ToMove() == rules.First {
		isBlack = 1
	}
	switch first := s.Pending(); {
	case first >= 0 && f.lay.Perimeter().Has(first):
		f.place(uint8(f.lay.Opposite(first)), isBlack)
	case first >= 0:
		f.second(uint8(first), isBlack)
	case s.SingleStoneTurn():
		f.place(f.takeGray(f.intn(uint(f.ng))), isBlack)
	default:
		return isBlack
	}
	return isBlack ^ 1
}

// run plays whole turns from the start of one, isBlack's (1 for black, 0
// for white), until the board is full. It keeps the generator, the list
// lengths and the stones placed in locals, and calls out only for the rare
// second stones that need more than one draw: WebAssembly pays dearly for
// memory traffic, branches and calls.
func (f *fill) run(isBlack uint64) {
	rng, np, ng, n, lay := f.rng, f.np, f.ng, f.n, f.lay
	for np|ng != 0 {
		rng = step(rng)
		r := below(rng, 2*uint(np)+uint(ng))
		if r < 2*np {
			k := r >> 1
			a := f.pairs[k]
			np--
			f.pairs[k] = f.pairs[np]
			b := uint8(lay.Opposite(int(a)))
			swap := (a ^ b) & -(r & 1) // the pair's upper cell first when r is odd
			n = f.put(n, a^swap, isBlack)
			n = f.put(n, b^swap, isBlack)
		} else {
			k := r - 2*np
			a := f.gray[k]
			ng--
			f.gray[k] = f.gray[ng]
			n = f.put(n, a, isBlack)
			if ng != 0 {
				rng = step(rng)
				k = below(rng, uint(ng))
				if b := f.gray[k]; !lay.Adjacent(int(a), int(b)) {
					ng--
					f.gray[k] = f.gray[ng]
					n = f.put(n, b, isBlack)
				} else {
					f.rng, f.ng, f.n = rng, ng, n
					f.second(a, isBlack)
					rng, ng, n = f.rng, f.ng, f.n
				}
			}
		}
		isBlack ^= 1
	}
	f.rng, f.np, f.ng, f.n = rng, np, ng, n
}

// listEmpty lists the empty gray cells and the empty rim pairs (both cells
// empty: all pairs but one whose first stone waits for its second). Pairs
// are few: it writes each and counts only the empty ones, without branches.
func (f *fill) listEmpty(empty board.Bits) {
	gray := empty.And(f.lay.Gray())
	ng := uint8(0)
	for w := range board.BitsWords {
		for x := gray[w]; x != 0; x &= x - 1 {
			f.gray[ng] = uint8(w<<6 | bits.TrailingZeros64(x))
			ng++
		}
	}
	np := uint8(0)
	for _, p := range f.lay.PairBits() {
		f.pairs[np] = p[0]
		np += uint8((empty[p[0]>>6&3] >> (p[0] & 63)) & (empty[p[1]>>6&3] >> (p[1] & 63)) & 1)
	}
	f.ng, f.np = ng, np
}

// The generator is the 64-bit linear congruential generator of Knuth's
// MMIX, of which only the high 32 bits are used (its low bits are weak):
// one multiplication and one addition a number, both of 64 bits, which
// WebAssembly does in one instruction each. That is plenty for playouts.

// step returns the generator state after x.
func step(x uint64) uint64 { return x*6364136223846793005 + 1442695040888963407 }

// below returns a number in [0, n) (0 < n < 256) from the state x,
// uniform but for a bias below n/2^32.
func below(x uint64, n uint) uint8 { return uint8(x >> 32 * uint64(n) >> 32) }

// intn steps f's generator and returns a number in [0, n) (0 < n < 256).
func (f *fill) intn(n uint) uint8 {
	f.rng = step(f.rng)
	return below(f.rng, n)
}

// put puts a stone on bit i, black's if isBlack is 1, as the n-th stone
// placed, and returns n+1.
func (f *fill) put(n, i uint8, isBlack uint64) uint8 {
	f.black[i>>6&3] |= isBlack << (i & 63)
	f.placed[n] = i
	return n + 1
}

// place puts a stone on bit i, black's if isBlack is 1.
func (f *fill) place(i uint8, isBlack uint64) { f.n = f.put(f.n, i, isBlack) }

// takeGray removes the k-th empty gray cell from the list and returns it.
func (f *fill) takeGray(k uint8) uint8 {
	i := f.gray[k]
	f.ng--
	f.gray[k] = f.gray[f.ng]
	return i
}

// second plays the second stone after the gray first stone c on a random
// empty gray cell not next to it, if there is one (else it is forfeited).
// It draws from all empty gray cells until one fits, and after a few misses
// (most of them are next to c) picks among the fitting ones directly.
func (f *fill) second(c uint8, isBlack uint64) {
	const tries = 3
	for range tries {
		if f.ng == 0 {
			return
		}
		if k := f.intn(uint(f.ng)); !f.lay.Adjacent(int(c), int(f.gray[k])) {
			f.place(f.takeGray(k), isBlack)
			return
		}
	}
	fits := 0
	for _, i := range f.gray[:f.ng] {
		if !f.lay.Adjacent(int(c), int(i)) {
			fits++
		}
	}
	if fits == 0 {
		return
	}
	n := f.intn(uint(fits))
	for k, i := range f.gray[:f.ng] {
		if !f.lay.Adjacent(int(c), int(i)) {
			if n == 0 {
				f.place(f.takeGray(uint8(k)), isBlack)
				return
			}
			n--
		}
	}
}
