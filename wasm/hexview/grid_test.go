package hexview

import (
	"testing"

	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// arrows are the four arrow keys' screen directions.
var arrows = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

func TestGridNamesEveryCellOnce(t *testing.T) {
	for _, b := range boards(t, 500, 500) {
		g := b.Grid()
		n := b.Hex().Side()
		if g.Cols != 2*n-1 || g.Rows != 2*n-1 || g.Turned {
			t.Fatalf("side %d: grid %+v", n, g)
		}
		seen := map[[2]int]bool{}
		for i := range b.Hex().Len() {
			col, row := b.GridPos(i)
			if j, ok := b.GridCell(col, row); !ok || j != i || seen[[2]int{col, row}] {
				t.Errorf("side %d: %s is at %d,%d, which holds %d", n, b.Hex().Name(i), col, row, j)
			}
			seen[[2]int{col, row}] = true
			// Row 0 is the top row: the higher a cell is drawn, the lower
			// its grid row; across a row, columns follow the picture.
			_, r := b.Hex().Coord(i)
			if row != 2*n-2-r {
				t.Errorf("side %d: %s is on grid row %d", n, b.Hex().Name(i), row)
			}
		}
		if _, ok := b.GridCell(-1, 0); ok {
			t.Errorf("side %d: a cell off the grid", n)
		}
	}
}

// TestArrowsStepToNeighbours checks that an arrow from a cell to another
// cell always lands on a neighbour in that direction on screen.
func TestArrowsStepToNeighbours(t *testing.T) {
	for _, b := range boards(t, 500, 500) {
		g := b.Grid()
		for i := range b.Hex().Len() {
			col, row := b.GridPos(i)
			from := b.Center(i)
			for _, a := range arrows {
				c, r := g.Step(col, row, a[0], a[1])
				j, ok := b.GridCell(c, r)
				if !ok {
					continue
				}
				to := b.Center(j)
				dx, dy := to.X-from.X, to.Y-from.Y
				if !b.Hex().Adjacent(i, j) || dx*float64(a[0]) < 0 || dy*float64(a[1]) < 0 || a[0] == 0 && dy == 0 || a[1] == 0 && dx == 0 {
					t.Errorf("side %d: arrow %v goes from %s to %s", b.Hex().Side(), a, b.Hex().Name(i), b.Hex().Name(j))
				}
			}
		}
	}
}

// TestCursorReachesEveryCell moves board's keyboard cursor from the
// centre with the arrow keys, as the page does, and collects the cells it
// shows.
func TestCursorReachesEveryCell(t *testing.T) {
	for _, b := range boards(t, 500, 500) {
		g := b.Grid()
		col, row := b.GridPos(b.Hex().Centre())
		start := board.Cursor{Col: col, Row: row, Visible: true}
		seen := map[board.Cursor]bool{start: true}
		shown := map[int]bool{}
		for queue := []board.Cursor{start}; len(queue) > 0; queue = queue[1:] {
			c := queue[0]
			shown[b.NearestCell(c.Col, c.Row)] = true
			for _, a := range arrows {
				next := c
				next.Move(g, a[0], a[1])
				if !seen[next] {
					seen[next] = true
					queue = append(queue, next)
				}
			}
		}
		if len(shown) != b.Hex().Len() {
			t.Errorf("side %d: the cursor shows %d of %d cells", b.Hex().Side(), len(shown), b.Hex().Len())
		}
	}
}

func TestNearestCellOfAHole(t *testing.T) {
	hex, _ := hexhex.New(3)
	b := NewBoard(hex)
	// Side 3's top row is c5 d5 e5, drawn over grid columns 1 to 3.
	for _, c := range []struct {
		col  int
		want string
	}{{0, "c5"}, {1, "c5"}, {3, "e5"}, {4, "e5"}} {
		if got := hex.Name(b.NearestCell(c.col, 0)); got != c.want {
			t.Errorf("NearestCell(%d, 0) = %s, want %s", c.col, got, c.want)
		}
	}
}

func TestRingGoesRoundTheRim(t *testing.T) {
	for _, b := range boards(t, 500, 500) {
		hex := b.Hex()
		ring := b.Ring()
		if len(ring) != len(hex.Perimeter()) {
			t.Fatalf("side %d: ring of %d cells", hex.Side(), len(ring))
		}
		half := len(ring) / 2
		seen := map[int]bool{}
		for k, i := range ring {
			seen[i] = true
			if !hex.OnPerimeter(i) || !hex.Adjacent(i, ring[(k+1)%len(ring)]) {
				t.Errorf("side %d: ring %d is %s, then %s", hex.Side(), k, hex.Name(i), hex.Name(ring[(k+1)%len(ring)]))
			}
			if k < half && ring[k+half] != hex.Opposite(i) {
				t.Errorf("side %d: half a ring from %s is %s", hex.Side(), hex.Name(i), hex.Name(ring[k+half]))
			}
		}
		if len(seen) != len(ring) {
			t.Errorf("side %d: the ring repeats cells", hex.Side())
		}
		// Clockwise on screen (y down): the turn from the middle to the
		// first cell and on to the second is positive.
		m, p, q := b.Middle, b.Center(ring[0]), b.Center(ring[1])
		if (p.X-m.X)*(q.Y-m.Y)-(p.Y-m.Y)*(q.X-m.X) <= 0 {
			t.Errorf("side %d: the ring runs anticlockwise", hex.Side())
		}
	}
}
