package echelon

import "tessera/rules/hexhex"

// Board dimensions and piece counts of docs/rules.md.
const (
	// Side is the side of Echelon's hexhex board.
	Side = 6
	// Cells is the number of cells on the board, 3*Side*(Side-1)+1.
	Cells = 3*Side*(Side-1) + 1
	// Pieces is how many pieces each player has.
	Pieces = 10
	// MaxHeight is the tallest stack there can be: every piece on one cell.
	MaxHeight = 2 * Pieces
	// maxRay is the most cells a line from a cell can pass: corner to corner.
	maxRay = 2*Side - 2
)

// ray is the line from a cell in one direction to the edge, nearest first.
type ray struct {
	n     int8 // how many cells
	cells [maxRay]int8
}

// redSetup is red's starting cells (docs/rules.md): a 4-3-2-1 triangle on its
// home edge. Blue starts on their point reflections.
var redSetup = [Pieces]string{"b1", "c1", "d1", "e1", "c2", "d2", "e2", "d3", "e3", "e4"}

// tables holds everything about the board that never changes: the
// geometry, the starting cells and the Zobrist keys. One is built when the
// package loads and only read afterwards.
type tables struct {
	board    *hexhex.Board
	rays     [Cells][hexhex.Directions]ray // the six lines from each cell
	setup    [2][Pieces]int8               // starting cells per player
	pieceKey [Cells][MaxHeight][2]uint64   // a piece of a player at a layer of a cell
	deadKey  [Cells]uint64                 // a dead cell
	blueKey  uint64                        // blue to move
}

// tab is the package's one read-only table.
var tab = newTables()

func newTables() *tables {
	b, err := hexhex.New(Side)
	if err != nil {
		panic(err) // Side is a constant within hexhex's range
	}
	t := &tables{board: b}
	for c := range Cells {
		for d := range hexhex.Directions {
			r := &t.rays[c][d]
			for x := b.Step(c, d); x != hexhex.None; x = b.Step(x, d) {
				r.cells[r.n] = int8(x)
				r.n++
			}
		}
	}
	for i, name := range redSetup {
		c, err := b.Parse(name)
		if err != nil {
			panic(err) // redSetup holds valid names
		}
		t.setup[red][i] = int8(c)
		t.setup[blue][i] = int8(b.Opposite(c))
	}
	t.fillKeys()
	return t
}

// fillKeys draws the Zobrist keys from a fixed splitmix64 sequence, so
// hashes are the same in every run and on every platform.
func (t *tables) fillKeys() {
	x := uint64(0x7e55e4a)
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range Cells {
		for h := range MaxHeight {
			t.pieceKey[c][h] = [2]uint64{next(), next()}
		}
		t.deadKey[c] = next()
	}
	t.blueKey = next()
}

// Board returns the geometry of Echelon's board: cell indices, names,
// neighbours and lines. It is shared: only read it.
func Board() *hexhex.Board { return tab.board }
