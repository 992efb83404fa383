package board

import (
	"math"
	"testing"
)

func TestGridRoundTrip(t *testing.T) {
	for _, g := range []Grid{
		{Cols: 3, Rows: 8, Origin: Point{10, 20}, Size: 50},
		{Cols: 3, Rows: 8, Origin: Point{0, 0}, Size: 33.3, Turned: true},
		{Cols: 5, Rows: 4, Origin: Point{-7, 3}, Size: 12, Turned: true},
	} {
		for col := range g.Cols {
			for row := range g.Rows {
				p := g.Center(float64(col), float64(row))
				// Every point well inside the cell maps back to it.
				for _, d := range []Point{{0, 0}, {0.45, 0.45}, {-0.45, 0.45}, {0.45, -0.45}} {
					q := Point{p.X + d.X*g.Size, p.Y + d.Y*g.Size}
					c, r, ok := g.CellAt(q)
					if !ok || c != col || r != row {
						t.Errorf("%+v: CellAt(%v) = %d,%d,%v; want %d,%d", g, q, c, r, ok, col, row)
					}
				}
			}
		}
		w, h := g.PixelSize()
		for _, q := range []Point{{g.Origin.X - 1, g.Origin.Y + 1}, {g.Origin.X + 1, g.Origin.Y - 1}, {g.Origin.X + w + 1, g.Origin.Y + 1}, {g.Origin.X + 1, g.Origin.Y + h + 1}} {
			if c, r, ok := g.CellAt(q); ok {
				t.Errorf("%+v: CellAt(%v) = %d,%d inside; want outside", g, q, c, r)
			}
		}
	}
}

func TestFitGridArrangements(t *testing.T) {
	for _, c := range []struct {
		w, h        float64
		turned      bool
		roomBeside  bool // the room is right of the grid, not below it
		description string
	}{
		{360, 470, false, true, "a phone in portrait"},
		{300, 900, false, false, "a very tall, narrow area"},
		{900, 320, true, true, "a wide desktop"},
		{700, 420, true, false, "a wide but deeper area"},
	} {
		g, room := FitGrid(3, 8, c.w, c.h, 0.2, 1.4)
		pw, ph := g.PixelSize()
		beside := room.X >= g.Origin.X+pw-1e-9
		if g.Turned != c.turned || beside != c.roomBeside {
			t.Errorf("%s: turned=%v, room beside=%v; want %v, %v", c.description, g.Turned, beside, c.turned, c.roomBeside)
		}
		right, bottom := math.Max(g.Origin.X+pw, room.X+room.W), math.Max(g.Origin.Y+ph, room.Y+room.H)
		if g.Origin.X < -1e-9 || g.Origin.Y < -1e-9 || right > c.w+1e-9 || bottom > c.h+1e-9 {
			t.Errorf("%s: grid %+v and room %+v do not fit %gx%g", c.description, g, room, c.w, c.h)
		}
		along := pw
		if beside {
			along = ph
		}
		if math.Abs(room.W*room.H-1.4*g.Size*along) > 1e-6 {
			t.Errorf("%s: the room %+v is not 1.4 cells deep along the grid's side", c.description, room)
		}
	}
}

func TestGridStepFollowsTheScreen(t *testing.T) {
	for _, turned := range []bool{false, true} {
		g := Grid{Cols: 3, Rows: 8, Size: 10, Turned: turned}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			c, r := g.Step(1, 4, d[0], d[1])
			from, to := g.Center(1, 4), g.Center(float64(c), float64(r))
			dx, dy := (to.X-from.X)/g.Size, (to.Y-from.Y)/g.Size
			if dx != float64(d[0]) || dy != float64(d[1]) {
				t.Errorf("turned=%v: Step(1,4,%d,%d) moved the cell by %g,%g on screen", turned, d[0], d[1], dx, dy)
			}
		}
	}
}
