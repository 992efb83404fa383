package tuple

import (
	"math/bits"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// The tuples: lookup tables, each read at one index per position, whose
// entries add up to the network's logit. Positions are seen from the side
// to move, as the solved table sees them (solve.Position).
//
//   - own and theirs: one side's whole half of the game, the board squares
//     it holds (14 bits) and its pieces home; the two entries together are
//     a race model.
//   - clash: the shared squares (each empty, the mover's or the other's)
//     with both sides' entry squares (path 1..4), where pieces are taken.
//   - race: pieces home and waiting of both sides.
//   - tension: the shared squares with the race lead (in steps of 6) and
//     whether each side has pieces waiting, so a threat weighs what the
//     race makes it worth.
//   - reserve: the shared squares with both sides' pieces waiting, the
//     pieces that can still come on behind the fight.
//   - ends: the shared squares with both sides' last two squares (path
//     13 and 14, the rosette before home among them).
//   - lanes: both sides' private squares (path 1..4 and 13..14) with both
//     sides' pieces home: the game's stage seen from outside the fight.
//   - stage: the shared squares with both sides' pieces home.
const (
	ownSize     = (1 << 14) * 8
	clashSize   = sharedConfigs * 16 * 16
	raceSize    = 8 * 8 * 8 * 8
	tensionSize = sharedConfigs * leadBuckets * 4
	reserveSize = sharedConfigs * 8 * 8
	endsSize    = sharedConfigs * 4 * 4
	lanesSize   = (1 << 12) * 8 * 8
	stageSize   = sharedConfigs * 8 * 8

	ownAt     = 0
	theirsAt  = ownAt + ownSize
	clashAt   = theirsAt + ownSize
	raceAt    = clashAt + clashSize
	tensionAt = raceAt + raceSize
	reserveAt = tensionAt + tensionSize
	endsAt    = reserveAt + reserveSize
	lanesAt   = endsAt + endsSize
	stageAt   = lanesAt + lanesSize

	// Weights is the number of weights of a network.
	Weights = stageAt + stageSize

	numTuples     = 9
	sharedConfigs = 6561 // 3^8
	leadBuckets   = 16
	leadStep      = 6
)

// ternary[m] reads the 8 bits m of the shared squares (path 5..12) as the
// base-3 number whose digits are those bits.
var ternary = func() (t [256]int) {
	for m := range 256 {
		p := 1
		for i := range 8 {
			if m&(1<<i) != 0 {
				t[m] += p
			}
			p *= 3
		}
	}
	return t
}()

// features returns the index of every tuple's entry for p, a position of
// a game of the given pieces per side.
func features(p solve.Position, pieces int) [numTuples]int {
	me, them := p.Board[0], p.Board[1]
	shared := ternary[me>>5&0xff] + 2*ternary[them>>5&0xff]
	waitMe := pieces - p.Home[0] - bits.OnesCount16(me)
	waitThem := pieces - p.Home[1] - bits.OnesCount16(them)
	lead := stepsLeft(them, waitThem) - stepsLeft(me, waitMe)
	bucket := min(max(lead/leadStep+leadBuckets/2, 0), leadBuckets-1)
	waiting := 0
	if waitMe > 0 {
		waiting |= 1
	}
	if waitThem > 0 {
		waiting |= 2
	}
	homes := p.Home[0]*8 + p.Home[1]
	return [numTuples]int{
		ownAt + int(me>>1)*8 + p.Home[0],
		theirsAt + int(them>>1)*8 + p.Home[1],
		clashAt + shared*256 + int(me>>1&15)*16 + int(them>>1&15),
		raceAt + homes*64 + waitMe*8 + waitThem,
		tensionAt + (shared*leadBuckets+bucket)*4 + waiting,
		reserveAt + shared*64 + waitMe*8 + waitThem,
		endsAt + shared*16 + int(me>>13&3)*4 + int(them>>13&3),
		lanesAt + (private(me)<<6|private(them))*64 + homes,
		stageAt + shared*64 + homes,
	}
}

// private returns the 6 bits of a side's private squares (path 1..4 and
// 13..14) in board, its path bits.
func private(board uint16) int { return int(board>>1&15) | int(board>>13&3)<<4 }

// stepsLeft returns the steps a side's pieces still have to go: board is
// its path bits, waiting its pieces in the start pool.
func stepsLeft(board uint16, waiting int) int {
	n := waiting * ur.FinishIndex
	for b := board; b != 0; b &= b - 1 {
		n += ur.FinishIndex - bits.TrailingZeros16(b)
	}
	return n
}
