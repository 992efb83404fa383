package ecalper

import (
	"math/bits"

	"tessera/rules/ecalper"
	"tessera/rules/hexhex"
)

// maxRows is the number of rows of the largest board.
const maxRows = 2*ecalper.MaxSize - 1

// tables is what a Policy keeps for one board side, read only: where each
// row of cells starts among the cell indices, how many cells it has, and
// the column of its first cell.
type tables struct {
	side     int
	words    int // 64-bit words the board's cells take
	rowStart [maxRows]int
	rowLen   [maxRows]int
	rowQ     [maxRows]int
	rows     int
}

func newTables(b *hexhex.Board) *tables {
	t := &tables{side: b.Side(), words: (b.Len() + 63) / 64, rows: 2*b.Side() - 1}
	for c := b.Len() - 1; c >= 0; c-- {
		q, r := b.Coord(c)
		t.rowStart[r], t.rowQ[r] = c, q
		t.rowLen[r]++
	}
	return t
}

// rowsOf returns the cells of b row by row, bit q of row r standing for
// the cell (q, r).
func (t *tables) rowsOf(b *ecalper.Bits) [maxRows]uint32 {
	var rows [maxRows]uint32
	for r := range t.rows {
		w, off := t.rowStart[r]>>6, uint(t.rowStart[r]&63)
		x := b[w] >> off
		if w+1 < len(b) {
			x |= b[w+1] << (64 - off) // a shift by 64 gives 0
		}
		rows[r] = uint32(x&(1<<t.rowLen[r]-1)) << t.rowQ[r]
	}
	return rows
}

// labels is scratch space for labelling groups: one provisional label per
// run of stones in a row, joined by union-find.
type labels struct {
	parent [ecalper.MaxCells]uint16
	size   [ecalper.MaxCells]uint16
	colour [ecalper.MaxCells]uint8
	at     [2][32]uint16 // per row parity, the label of the run starting at each column
}

// measure measures the groups of each colour in stones: each colour's
// largest group and number of groups. It labels runs of stones row by row:
// a run continues the run of the row before that touches its first stone,
// or starts a new label; where a run reaches a further run of the row
// before, their labels join. Cell (q, r) touches (q, r-1) and (q-1, r-1)
// in the row before. A label's parent is never larger than the label.
// Both colours' runs of a row go through one loop: fewer loop ends that
// the processor cannot foresee.
func (t *tables) measure(stones *[2]ecalper.Bits, lb *labels) [2]ecalper.Side {
	rows := [2][maxRows]uint32{t.rowsOf(&stones[0]), t.rowsOf(&stones[1])}
	n := uint16(0)
	var before, beforeStarts [2]uint32
	for r := range t.rows {
		cur, prev := &lb.at[r&1], &lb.at[(r+1)&1]
		black, white := rows[0][r], rows[1][r]
		starts := [2]uint32{black &^ (black << 1), white &^ (white << 1)}
		for s := starts[0] | starts[1]; s != 0; s &= s - 1 {
			q := bits.TrailingZeros32(s)
			x := white >> q & 1
			a, ap := rows[x][r], before[x]
			// Without a touch, a new label n: its slots are written either
			// way, and n counts it only then.
			touch := ap & (3 << q >> 1)
			up := prev[(31-bits.LeadingZeros32(beforeStarts[x]&(2<<bits.TrailingZeros32(touch)-1)))&31]
			lb.parent[n], lb.size[n], lb.colour[n] = n, 0, uint8(x)
			fresh := uint16(0)
			if touch == 0 {
				fresh = 1
			}
			l := up + (n-up)*fresh
			n += fresh
			cur[q&31] = l
			lb.size[l] += uint16(bits.TrailingZeros32(^(a >> q)))
		}
		joins := black&(black<<1)&before[0]&^(before[0]<<1) | white&(white<<1)&before[1]&^(before[1]<<1)
		for u := joins; u != 0; u &= u - 1 {
			// Join the two labels under the smaller root, and point both
			// straight at it (written out here: calls cost in wasm).
			x := white >> bits.TrailingZeros32(u) & 1
			upTo := uint32(2)<<bits.TrailingZeros32(u) - 1
			here, there := cur[(31-bits.LeadingZeros32(starts[x]&upTo))&31], prev[(31-bits.LeadingZeros32(beforeStarts[x]&upTo))&31]
			rHere, rThere := lb.find(here), lb.find(there)
			root := min(rHere, rThere)
			lb.parent[rHere], lb.parent[rThere] = root, root
			lb.parent[here], lb.parent[there] = root, root
		}
		before, beforeStarts = [2]uint32{black, white}, starts
	}
	return lb.sides(n)
}

// sides adds up the n labels into groups: each label points at its root
// (its parent's parent, once every smaller label points at its root) and
// adds its stones to the root's.
func (lb *labels) sides(n uint16) [2]ecalper.Side {
	for l := range n {
		root := lb.parent[lb.parent[l]]
		lb.parent[l] = root
		below := uint16(0) // a label below its root adds its stones there
		if root != l {
			below = 1
		}
		lb.size[root] += lb.size[l] * below
	}
	var sides [2]ecalper.Side
	for l := range n {
		sd := &sides[lb.colour[l]&1]
		isRoot := 0
		if lb.parent[l] == l {
			isRoot = 1
		}
		sd.Groups += isRoot
		sd.Largest = max(sd.Largest, isRoot*int(lb.size[l]))
	}
	return sides
}

// find returns the root of label l. Roots are rarely more than two steps
// away: those steps take no branch.
func (lb *labels) find(l uint16) uint16 {
	l = lb.parent[lb.parent[l]]
	for lb.parent[l] != l {
		l = lb.parent[l]
	}
	return l
}
