package solve

import (
	"fmt"
	"math/bits"
	"sort"

	"tessera/rules/ur"
)

// The board, as the index sees it: each side has 6 private squares (path
// indices 1..4 and 13..14, a 6-bit mask) and both share the 8 squares of
// path indices 5..12, each empty, the mover's or the other side's (a base-3
// number, digit i for path index 5+i: 0 empty, 1 mover, 2 other).
const (
	numShared  = 8
	numConfigs = 6561 // 3^8
	numMasks   = 64
	firstShare = 5
)

// pow3 holds 3^i.
var pow3 = [numShared + 1]int{1, 3, 9, 27, 81, 243, 729, 2187, 6561}

// Per shared configuration: each side's pieces on it as path bits, their
// counts, and the configuration with the sides swapped.
var (
	sharedPath  [numConfigs][2]uint16
	sharedCount [numConfigs][2]int
	swapped     [numConfigs]uint16
)

// Private masks ranked by popcount, so the masks of at most k pieces are
// the ranks below fitting[k].
var (
	maskRank [numMasks]int
	maskAt   [numMasks]uint8
	fitting  [8]int // fitting[k]: masks with at most k bits (k >= 6: all)
)

func init() {
	for c := range numConfigs {
		sw := 0
		for i := range numShared {
			switch c / pow3[i] % 3 {
			case 1:
				sharedPath[c][0] |= 1 << (firstShare + i)
				sharedCount[c][0]++
				sw += 2 * pow3[i]
			case 2:
				sharedPath[c][1] |= 1 << (firstShare + i)
				sharedCount[c][1]++
				sw += pow3[i]
			}
		}
		swapped[c] = uint16(sw)
	}
	order := make([]int, numMasks)
	for m := range order {
		order[m] = m
	}
	sort.SliceStable(order, func(i, j int) bool {
		return bits.OnesCount(uint(order[i])) < bits.OnesCount(uint(order[j]))
	})
	for r, m := range order {
		maskRank[m], maskAt[r] = r, uint8(m)
		fitting[bits.OnesCount(uint(m))] = r + 1
	}
	fitting[7] = numMasks
}

// fit returns how many private masks hold at most k pieces (0 when k < 0).
func fit(k int) int {
	if k < 0 {
		return 0
	}
	return fitting[min(k, 7)]
}

// privatePath turns a private mask into path bits; pathPrivate is its
// inverse on the private squares.
func privatePath(m uint8) uint16 { return uint16(m&15)<<1 | uint16(m>>4)<<13 }

func pathPrivate(p uint16) uint8 { return uint8(p>>1&15) | uint8(p>>13&3)<<4 }

// Position is an Ur position seen from the side to move (side 0), the
// unit the index numbers. Board holds path bits 1..14 as ur.State.Board
// does; the pieces in each start pool follow from the rest.
type Position struct {
	Board [2]uint16
	Home  [2]int
}

// Index numbers the positions of one piece count with neither side home
// with every piece: layer (a, b) (a the mover's pieces home, b the
// other's) holds, per shared configuration c, a block of
// fit(n-a-|c mover|) * fit(n-b-|c other|) positions ordered by mover mask
// rank then other mask rank.
type Index struct {
	pieces int
	off    [][]int // off[a*n+b][c]: start of c's block (empty when c cannot occur)
	layer  []int   // layer[a*n+b]: start of the layer; layer[n*n]: Count
}

// NewIndex returns the index for pieces (1..ur.MaxPieces) per side.
func NewIndex(pieces int) (*Index, error) {
	if pieces < 1 || pieces > ur.MaxPieces {
		return nil, fmt.Errorf("solve: pieces %d not in 1..%d", pieces, ur.MaxPieces)
	}
	n := pieces
	x := &Index{pieces: n, off: make([][]int, n*n), layer: make([]int, n*n+1)}
	total := 0
	for a := range n {
		for b := range n {
			x.layer[a*n+b] = total
			off := make([]int, numConfigs)
			for c := range numConfigs {
				size := fit(n-a-sharedCount[c][0]) * fit(n-b-sharedCount[c][1])
				off[c] = total
				total += size
			}
			x.off[a*n+b] = off
		}
	}
	x.layer[n*n] = total
	return x, nil
}

// Pieces returns the pieces per side.
func (x *Index) Pieces() int { return x.pieces }

// Count returns the number of positions indexed.
func (x *Index) Count() int { return x.layer[len(x.layer)-1] }

// stride returns the size of the other side's dimension of block c in
// layer (a, b).
func (x *Index) stride(b, c int) int { return fit(x.pieces - b - sharedCount[c][1]) }

// at returns the index of the position of layer (a, b), shared
// configuration c and private masks mover, other.
func (x *Index) at(a, b, c int, mover, other uint8) int {
	return x.off[a*x.pieces+b][c] + maskRank[mover]*x.stride(b, c) + maskRank[other]
}

// Of returns p's index, or false if p is not a position of x (a side with
// every piece home, pieces on a square of both, too many pieces).
func (x *Index) Of(p Position) (int, bool) {
	n := x.pieces
	if p.Home[0] < 0 || p.Home[0] >= n || p.Home[1] < 0 || p.Home[1] >= n ||
		p.Board[0]&p.Board[1]&sharedMask != 0 || (p.Board[0]|p.Board[1])&^boardMask != 0 {
		return 0, false
	}
	c := 0
	for i := range numShared {
		bit := uint16(1) << (firstShare + i)
		if p.Board[0]&bit != 0 {
			c += pow3[i]
		} else if p.Board[1]&bit != 0 {
			c += 2 * pow3[i]
		}
	}
	m0, m1 := pathPrivate(p.Board[0]), pathPrivate(p.Board[1])
	if maskRank[m0] >= fit(n-p.Home[0]-sharedCount[c][0]) || maskRank[m1] >= fit(n-p.Home[1]-sharedCount[c][1]) {
		return 0, false
	}
	return x.at(p.Home[0], p.Home[1], c, m0, m1), true
}

// Position returns the position numbered i (0 <= i < Count).
func (x *Index) Position(i int) Position {
	n := x.pieces
	l := sort.Search(n*n, func(l int) bool { return x.layer[l+1] > i })
	a, b := l/n, l%n
	off := x.off[l]
	c := sort.Search(numConfigs, func(c int) bool { return off[c] > i }) - 1
	r := i - off[c]
	s := x.stride(b, c)
	return Position{
		Board: [2]uint16{
			sharedPath[c][0] | privatePath(maskAt[r/s]),
			sharedPath[c][1] | privatePath(maskAt[r%s]),
		},
		Home: [2]int{a, b},
	}
}

// The path bits of the board squares and of the shared ones.
const (
	boardMask  uint16 = 0x7ffe
	sharedMask uint16 = 0x1fe0
)
