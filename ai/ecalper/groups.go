package ecalper

import (
	"math/bits"

	"tessera/rules/ecalper"
	"tessera/rules/hexhex"
)

// maxRows is the number of rows of the largest board.
const maxRows = 2*ecalper.MaxSize - 1

// tables is what a Policy keeps for one board side, read only: the
// board's cells, and where each row's cells lie among the words of a Bits.
type tables struct {
	side  int
	words int          // 64-bit words the board's cells take
	all   ecalper.Bits // every cell of the board
	rows  int
	row   [maxRows]rowSpan
}

// rowSpan says where the cells of one row lie in a Bits: from bit off of
// word lo on, into word hi if they do not fit (hi is lo otherwise: its
// bits there are masked off), mask keeping the row's cells; q is the
// column of its first cell.
type rowSpan struct {
	lo, hi int
	off    uint
	mask   uint64
	q      uint
}

// newTables builds the tables of board b.
func newTables(b *hexhex.Board) *tables {
	t := &tables{side: b.Side(), words: (b.Len() + 63) / 64, rows: 2*b.Side() - 1}
	var start, length, col [maxRows]int
	for c := b.Len() - 1; c >= 0; c-- {
		q, r := b.Coord(c)
		start[r], col[r] = c, q
		length[r]++
		t.all[c>>6] |= 1 << (c & 63)
	}
	for r := range t.rows {
		lo, hi := start[r]>>6, (start[r]+length[r]-1)>>6
		t.row[r] = rowSpan{lo: lo, hi: hi, off: uint(start[r] & 63), mask: 1<<length[r] - 1, q: uint(col[r])}
	}
	return t
}

// stride is the distance between the labels of two rows: a row's label
// is its column plus stride times its row.
const stride = 32

// labelMask keeps a label within the label tables (and lets the compiler
// see that): the tables are the power of two above maxRows*stride.
const labelMask = 1<<10 - 1

// labels is scratch space for measuring groups: the runs of stones, a run
// named by its first cell, stride times its row plus its column.
type labels struct {
	runs [labelMask + 1]run
	made [labelMask + 1]uint16 // the labels made, in ascending order
}

// run is what labels keeps of a run and, where the run's name is a label,
// of that label. Labels are joined by union-find.
type run struct {
	label  uint16 // the run's label: the name of the first run of its group met
	parent uint16 // the label's parent; never larger than the label
	size   uint16 // the stones of the label's runs
	white  uint16 // 1 for a label of white stones
}

// measure measures the groups of each colour in stones: each colour's
// largest group and number of groups. It goes down the rows taking the
// runs of stones of each, of both colours at once. Cell (q, r) touches
// (q, r-1) and (q-1, r-1) in the row before, so a run from column a to b
// touches the runs of its colour in the row before that reach into
// columns a-1 to b. Each such pair of runs is met once, at the first
// column they share there, which starts one of the two. Where that is the
// run's first stone, the run takes the label of the run before; a run
// that does not touch the row before at its first stone takes a new
// label; every other meeting joins two labels.
func (t *tables) measure(stones *[2]ecalper.Bits, lb *labels) [2]ecalper.Side {
	// Slices of the scratch space: indexing them needs no nil check of lb
	// (checks cost in wasm).
	runs, fresh, made := lb.runs[:], lb.made[:], 0
	// The row before: its stones, black stones, and first stones of runs.
	var before, beforeBlack, beforeStarts uint64
	for r := range t.rows {
		sp := &t.row[r]
		lo, hi, off, q := sp.lo, sp.hi, sp.off&63, sp.q&63
		black := ((stones[0][lo]>>off | stones[0][hi]<<(63-off)<<1) & sp.mask) << q
		white := ((stones[1][lo]>>off | stones[1][hi]<<(63-off)<<1) & sp.mask) << q
		beforeWhite := before &^ beforeBlack
		starts := black&^(black<<1) | white&^(white<<1)
		stops := starts | ^(black | white) // where runs start or end, one on
		// Stones with one of their colour at (q, r-1), or at (q-1, r-1).
		up := black&beforeBlack | white&beforeWhite
		upLeft := black&(beforeBlack<<1) | white&(beforeWhite<<1)
		// Where a stone meets a run before: at its own run's first stone, or
		// where a run before of its colour starts.
		meets := (up | upLeft) & (starts | beforeStarts&up)
		base := r * stride
		for s := starts &^ meets; s != 0; s &= s - 1 {
			// A run that does not touch the row before at its first
			// stone: a new label.
			q := bits.TrailingZeros64(s)
			l := uint16(base + q)
			here := &runs[l&labelMask]
			here.label, here.parent = l, l
			here.size = uint16(bits.TrailingZeros64((stops >> q) &^ 1))
			here.white = uint16(white>>q) & 1
			fresh[made&labelMask] = l
			made++
		}
		for s := starts & meets; s != 0; s &= s - 1 {
			// A run that does: the label of the run before holding the
			// stone it touches, (q, r-1) if that is of its colour, else
			// (q-1, r-1).
			q := bits.TrailingZeros64(s)
			at := uint(q) - 1 + uint(up>>q&1)
			l := runs[(base-stride+63-bits.LeadingZeros64(beforeStarts&(2<<(at&63)-1)))&labelMask].label
			runs[(base+q)&labelMask].label = l
			runs[l&labelMask].size += uint16(bits.TrailingZeros64((stops >> q) &^ 1))
		}
		for u := meets &^ starts; u != 0; u &= u - 1 {
			// A run before starting within a run: join their labels under
			// the smaller root, and point both straight at it (written out
			// here: calls cost in wasm).
			q := bits.TrailingZeros64(u)
			here := runs[(base+63-bits.LeadingZeros64(starts&(2<<q-1)))&labelMask].label
			there := runs[(base-stride+q)&labelMask].label
			rHere, rThere := find(runs, here), find(runs, there)
			root := min(rHere, rThere)
			runs[rHere&labelMask].parent, runs[rThere&labelMask].parent = root, root
			runs[here&labelMask].parent, runs[there&labelMask].parent = root, root
		}
		before, beforeBlack, beforeStarts = black|white, black, starts
	}
	return lb.sides(made)
}

// sides adds up the first n labels made into groups: each label points at
// its root (its parent's parent, once every smaller label points at its
// root) and adds its stones to the root's.
func (lb *labels) sides(n int) [2]ecalper.Side {
	var sides [2]ecalper.Side
	runs := lb.runs[:]
	for _, l := range lb.made[:n&labelMask] {
		this := &runs[l&labelMask]
		root := runs[this.parent&labelMask].parent
		this.parent = root
		isRoot, below := 1, uint16(0) // a label below its root adds its stones there
		if root != l {
			isRoot, below = 0, 1
		}
		sz := &runs[root&labelMask].size
		*sz += this.size * below
		sd := &sides[this.white&1]
		sd.Groups += isRoot
		sd.Largest = max(sd.Largest, int(*sz))
	}
	return sides
}

// find returns the root of label l among runs. Roots are rarely more than
// two steps away: those steps take no branch.
func find(runs []run, l uint16) uint16 {
	l = runs[runs[l&labelMask].parent&labelMask].parent
	for runs[l&labelMask].parent != l {
		l = runs[l&labelMask].parent
	}
	return l
}
