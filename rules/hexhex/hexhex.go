// Package hexhex is the geometry of the hexagonal boards of docs/rules.md (Ecalper,
// Iris, Echelon): a hexhex of side n has 3n(n-1)+1 cells in axial
// coordinates (q, r), named by column letter 'a'+q and row number r+1.
//
// A Board numbers its cells densely, row by row (r, then q), so games can
// keep a cell as a small integer, a bit in a bitboard or an array index,
// and look its neighbours, lines and name up in tables built once.
package hexhex

import (
	"errors"
	"strconv"
)

// MinSide and MaxSide bound the sides a Board supports (names need one
// letter per column, and 'a'+2n-2 must stay a letter).
const (
	MinSide = 2
	MaxSide = 13
)

// Directions is the number of directions from a cell. Direction d and
// d+3 (mod 6) are opposite.
const Directions = 6

// steps are the axial offsets of the six directions, in the order of
// docs/rules.md's neighbour list.
var steps = [Directions][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 0}, {0, -1}, {-1, -1}}

// None stands for "no cell": off the board.
const None = -1

// Board is the geometry of one side. Its tables are built by New and only
// read afterwards, so one Board may be shared by any number of games.
type Board struct {
	side      int
	coords    [][2]int          // cell index -> (q, r)
	index     [][]int           // [q][r] -> cell index, None off the board
	step      [][Directions]int // cell index -> neighbour in each direction, None at an edge
	neighbors [][]int           // cell index -> its neighbours, in direction order
	perimeter []int             // perimeter cells, in index order
	onRim     []bool            // cell index -> on the perimeter
	names     []string          // cell index -> name
}

// New builds the board of the given side, MinSide..MaxSide.
func New(side int) (*Board, error) {
	if side < MinSide || side > MaxSide {
		return nil, errors.New("hexhex: side " + strconv.Itoa(side) + " is not between " +
			strconv.Itoa(MinSide) + " and " + strconv.Itoa(MaxSide))
	}
	b := &Board{side: side}
	width := 2*side - 1
	b.index = make([][]int, width)
	for q := range b.index {
		b.index[q] = make([]int, width)
		for r := range b.index[q] {
			b.index[q][r] = None
		}
	}
	for r := range width {
		for q := range width {
			if abs(q-r) <= side-1 {
				b.index[q][r] = len(b.coords)
				b.coords = append(b.coords, [2]int{q, r})
			}
		}
	}
	n := len(b.coords)
	b.step = make([][Directions]int, n)
	b.neighbors = make([][]int, n)
	b.onRim = make([]bool, n)
	b.names = make([]string, n)
	for i, c := range b.coords {
		q, r := c[0], c[1]
		for d, s := range steps {
			j := b.At(q+s[0], r+s[1])
			b.step[i][d] = j
			if j != None {
				b.neighbors[i] = append(b.neighbors[i], j)
			}
		}
		b.onRim[i] = len(b.neighbors[i]) < Directions
		if b.onRim[i] {
			b.perimeter = append(b.perimeter, i)
		}
		b.names[i] = string(rune('a'+q)) + strconv.Itoa(r+1)
	}
	return b, nil
}

// Side returns the board's side n.
func (b *Board) Side() int { return b.side }

// Len returns the number of cells, 3n(n-1)+1.
func (b *Board) Len() int { return len(b.coords) }

// At returns the index of the cell (q, r), or None if it is off the board.
func (b *Board) At(q, r int) int {
	if q < 0 || r < 0 || q >= len(b.index) || r >= len(b.index) {
		return None
	}
	return b.index[q][r]
}

// Coord returns the axial coordinates (q, r) of cell i.
func (b *Board) Coord(i int) (q, r int) { return b.coords[i][0], b.coords[i][1] }

// Neighbors returns the cells next to i, in direction order. The slice is
// the board's own: do not change it.
func (b *Board) Neighbors(i int) []int { return b.neighbors[i] }

// Step returns the cell next to i in direction d (0..5), or None at an edge.
func (b *Board) Step(i, d int) int { return b.step[i][d] }

// OnPerimeter says whether cell i is on the rim: q or r is 0 or 2n-2, or
// |q-r| is n-1.
func (b *Board) OnPerimeter(i int) bool { return b.onRim[i] }

// Perimeter returns the 6(n-1) rim cells in index order. The slice is the
// board's own: do not change it.
func (b *Board) Perimeter() []int { return b.perimeter }

// Opposite returns the point reflection of cell i through the centre.
func (b *Board) Opposite(i int) int { return b.Len() - 1 - i }

// Centre returns the centre cell.
func (b *Board) Centre() int { return b.Len() / 2 }

// Adjacent says whether cells i and j are neighbours.
func (b *Board) Adjacent(i, j int) bool {
	for _, k := range b.step[i] {
		if k == j {
			return true
		}
	}
	return false
}

// Name returns cell i's name, as "g7".
func (b *Board) Name(i int) string { return b.names[i] }

// Parse reads a cell name such as "g7" and returns its index.
func (b *Board) Parse(name string) (int, error) {
	if len(name) < 2 || len(name) > 3 || name[0] < 'a' || name[0] > 'z' {
		return None, notName(name)
	}
	r := 0
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return None, notName(name)
		}
		r = r*10 + int(c-'0')
	}
	if name[1] == '0' {
		return None, errors.New("hexhex: " + strconv.Quote(name) + " is not a cell name (rows start at 1)")
	}
	i := b.At(int(name[0]-'a'), r-1)
	if i == None {
		return None, errors.New("hexhex: " + strconv.Quote(name) + " is off the side-" + strconv.Itoa(b.side) + " board")
	}
	return i, nil
}

// notName is Parse's error for a name that is not a letter and a number.
func notName(name string) error {
	return errors.New("hexhex: " + strconv.Quote(name) + " is not a cell name (a column letter and a row number)")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
