package solve

import "tessera/rules/ur"

// A target says where one move's value is read: W[base+r*stride] for the
// other side's private mask rank r, taken as is when the mover keeps the
// turn, as 1-W when it passes; a won target is worth 1.
type target struct {
	base, stride int
	keep, won    bool
}

// options lists, for one roll, the targets of the mover's legal moves.
type options struct {
	n  int
	to [8]target
}

// block is everything the mover's moves depend on: the layer, the shared
// configuration and the mover's private mask (the other side's private
// pieces never block nor get taken).
type block struct {
	a, b, c int
	mask    uint8
}

// movesOf fills rolls[r] (r = 1..4) with the targets of blk's moves and
// returns the target of a passed turn.
func (x *Index) movesOf(blk block, rolls *[ur.MaxRoll + 1]options) target {
	n := x.pieces
	a, b, c, mask := blk.a, blk.b, blk.c, blk.mask
	own := sharedPath[c][0] | privatePath(mask)
	waiting := n - a - sharedCount[c][0] - popcount(mask)
	for r := 1; r <= ur.MaxRoll; r++ {
		o := &rolls[r]
		o.n = 0
		for from := 0; from+r <= ur.FinishIndex; from++ {
			if from == 0 && waiting == 0 || from > 0 && own&(1<<from) == 0 {
				continue
			}
			if t, ok := x.move(blk, from, from+r); ok {
				o.to[o.n] = t
				o.n++
			}
		}
	}
	return x.passTarget(a, b, c, mask)
}

// move returns the target of moving the mover's piece from path index from
// to path index to, false if it may not land there.
func (x *Index) move(blk block, from, to int) (target, bool) {
	a, b, c, mask := blk.a, blk.b, blk.c, blk.mask
	if ur.IsSharedIndex(from) {
		c -= pow3[from-firstShare]
	} else if from > 0 {
		mask &^= pathPrivate(1 << from)
	}
	switch {
	case to == ur.FinishIndex:
		if a+1 == x.pieces {
			return target{won: true}, true
		}
		return x.passTarget(a+1, b, c, mask), true
	case ur.IsSharedIndex(to):
		switch c / pow3[to-firstShare] % 3 {
		case 1:
			return target{}, false
		case 2:
			if to == ur.SafeIndex {
				return target{}, false
			}
			c -= pow3[to-firstShare]
		default:
			c += pow3[to-firstShare]
		}
	default:
		if mask&pathPrivate(1<<to) != 0 {
			return target{}, false
		}
		mask |= pathPrivate(1 << to)
	}
	if ur.IsRosetteIndex(to) {
		l := a*x.pieces + b
		return target{base: x.off[l][c] + maskRank[mask]*x.stride(b, c), stride: 1, keep: true}, true
	}
	return x.passTarget(a, b, c, mask), true
}

// passTarget returns the target of the turn passing to the other side with
// the mover's pieces home a, the other's b, shared configuration c and
// mover's private mask: the mirrored position, where the other side's mask
// (rank r) is the mover's.
func (x *Index) passTarget(a, b, c int, mask uint8) target {
	sc := int(swapped[c])
	return target{base: x.off[b*x.pieces+a][sc] + maskRank[mask], stride: x.stride(a, sc)}
}

// popcount returns the number of set bits of a private mask.
func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
