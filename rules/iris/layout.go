package iris

import (
	"strconv"

	"tessera/rules/hexhex"
)

// Layout is the bitboard form of one board side: which bit each cell is,
// and the sets and tables games and engines look up. Layouts are built once
// per side and only read afterwards.
type Layout struct {
	hex       *hexhex.Board
	bitOf     []uint8    // cell -> bit
	cellOf    [256]int16 // bit -> cell, hexhex.None off the board
	all       Bits       // every cell
	perimeter Bits       // the rim cells
	gray      Bits       // the inner cells
	oppSum    int        // the sum of the bits of two opposite cells
	around    [256]Bits  // bit -> its neighbours
	rimLen    int        // number of rim cells: the most a group can score
	stride    int        // bits from a cell to the next row's cell: 2n-1
	narrow    bool       // the board fits in three words
	adjacent  uint64     // bit stride+1+d set for each difference d of neighbours' bits
	grayBits  []uint8    // the gray cells' bits, in order
	pairBits  [][2]uint8 // each rim pair's bits, the lower first
}

// layouts holds the Layout of every side MinSize..MaxSize, built at start
// and read-only afterwards.
var layouts = buildLayouts()

func buildLayouts() [MaxSize + 1]*Layout {
	var ls [MaxSize + 1]*Layout
	for side := MinSize; side <= MaxSize; side++ {
		ls[side] = newLayout(side)
	}
	return ls
}

// LayoutOf returns the Layout of side MinSize..MaxSize.
func LayoutOf(side int) *Layout {
	if side < MinSize || side > MaxSize {
		panic("iris: no layout for side " + strconv.Itoa(side))
	}
	return layouts[side]
}

func newLayout(side int) *Layout {
	hex, err := hexhex.New(side)
	if err != nil {
		panic(err)
	}
	// Cell (q, r) is bit s*r+q, for the stride s = 2n-1; its opposite
	// (2n-2-q, 2n-2-r) is bit s*(2n-2-r)+2n-2-q: the two add up to
	// (s+1)(2n-2).
	s := 2*side - 1
	l := &Layout{hex: hex, bitOf: make([]uint8, hex.Len()), stride: s, oppSum: (s + 1) * (2*side - 2)}
	for _, d := range []int{-s - 1, -s, -1, 1, s, s + 1} {
		l.adjacent |= 1 << (s + 1 + d)
	}
	for i := range l.cellOf {
		l.cellOf[i] = hexhex.None
	}
	for c := range hex.Len() {
		q, r := hex.Coord(c)
		l.bitOf[c] = uint8(s*r + q)
		l.cellOf[s*r+q] = int16(c)
	}
	for c := range hex.Len() {
		b := l.Bit(c)
		l.all.Set(b)
		switch {
		case !hex.OnPerimeter(c):
			l.gray.Set(b)
			l.grayBits = append(l.grayBits, uint8(b))
		case b < l.Opposite(b):
			l.perimeter.Set(b)
			l.pairBits = append(l.pairBits, [2]uint8{uint8(b), uint8(l.Opposite(b))})
		default:
			l.perimeter.Set(b)
		}
		for _, n := range hex.Neighbors(c) {
			l.around[b].Set(l.Bit(n))
		}
	}
	l.rimLen = len(hex.Perimeter())
	l.narrow = l.Bit(hex.Len()-1) < 3*64
	return l
}

// Hex returns the board's geometry: cell indices, names, neighbours.
func (l *Layout) Hex() *hexhex.Board { return l.hex }

// Bit returns the bit of cell c.
func (l *Layout) Bit(c int) int { return int(l.bitOf[c]) }

// Cell returns the cell of bit i, hexhex.None if i is off the board.
func (l *Layout) Cell(i int) int { return int(l.cellOf[i]) }

// All returns every cell of the board.
func (l *Layout) All() Bits { return l.all }

// Perimeter returns the rim ("coloured") cells.
func (l *Layout) Perimeter() Bits { return l.perimeter }

// Gray returns the inner cells.
func (l *Layout) Gray() Bits { return l.gray }

// Opposite returns the bit of the cell opposite bit i's.
func (l *Layout) Opposite(i int) int { return l.oppSum - i }

// Around returns the neighbours of bit i.
func (l *Layout) Around(i int) *Bits { return &l.around[i] }

// GrayBits returns the gray cells' bits, in increasing order. The slice is
// the layout's own: do not change it.
func (l *Layout) GrayBits() []uint8 { return l.grayBits }

// PairBits returns the bits of each pair of opposite rim cells, the lower
// bit first, in increasing order. The slice is the layout's own: do not
// change it.
func (l *Layout) PairBits() [][2]uint8 { return l.pairBits }

// RimLen returns the number of rim cells, 6(side-1).
func (l *Layout) RimLen() int { return l.rimLen }

// cells returns the cells of b, in bit order.
func (l *Layout) cells(b Bits) []int {
	cs := []int{}
	b.Each(func(i int) { cs = append(cs, l.Cell(i)) })
	return cs
}
