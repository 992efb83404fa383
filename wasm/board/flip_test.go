package board

import (
	"math"
	"testing"
)

// TestFlippedGrid: a flipped grid draws each cell at the point reflection
// of its usual place through the grid's middle, upright or turned, and its
// hit test and its arrow keys follow the picture.
func TestFlippedGrid(t *testing.T) {
	for _, turned := range []bool{false, true} {
		g := Grid{Cols: 3, Rows: 8, Size: 10, Origin: Point{X: 5, Y: 7}, Turned: turned}
		f := g
		f.Flipped = true
		pw, ph := g.PixelSize()
		mid := Point{X: g.Origin.X + pw/2, Y: g.Origin.Y + ph/2}
		for col := range g.Cols {
			for row := range g.Rows {
				p, q := g.Center(float64(col), float64(row)), f.Center(float64(col), float64(row))
				if math.Abs(p.X+q.X-2*mid.X) > 1e-9 || math.Abs(p.Y+q.Y-2*mid.Y) > 1e-9 {
					t.Fatalf("turned %v: (%d,%d) at %v, flipped at %v", turned, col, row, p, q)
				}
				if c, r, ok := f.CellAt(q); !ok || c != col || r != row {
					t.Fatalf("turned %v, flipped: (%d,%d) drawn at %v hits %d,%d", turned, col, row, q, c, r)
				}
			}
		}
		// The arrow right moves to the cell drawn right of this one.
		c, r := f.Step(1, 4, 1, 0)
		if a, b := f.Center(1, 4), f.Center(float64(c), float64(r)); math.Abs(b.X-a.X-g.Size) > 1e-9 || b.Y != a.Y {
			t.Errorf("turned %v, flipped: right from %v goes to %v", turned, a, b)
		}
	}
}

func TestFitGridAs(t *testing.T) {
	for _, area := range [][2]float64{{900, 300}, {300, 900}} {
		for o, turned := range map[Orient]bool{Upright: false, Across: true, AnyOrient: area[0] > area[1]} {
			g, _ := FitGridAs(3, 8, area[0], area[1], 0.2, 1.4, o)
			if g.Turned != turned || g.Size <= 0 {
				t.Errorf("FitGridAs(%q) in %v = %+v", o, area, g)
			}
		}
	}
}
