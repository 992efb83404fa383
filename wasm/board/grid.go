package board

import "math"

// Grid places a rectangular grid of cells on the canvas. Cells are named by
// (Col, Row) in the game's own terms; the grid may be drawn upright (columns
// across, rows down) or turned a quarter (rows across, columns up), so the
// same board fits a tall phone and a wide desktop.
type Grid struct {
	Cols, Rows int
	Origin     Point   // the canvas position of the grid's top-left corner
	Size       float64 // a cell's side in CSS pixels
	Turned     bool    // rows run left to right and column 0 is at the bottom
	Flipped    bool    // the whole grid is drawn turned half round
}

// Rect is a rectangle on the canvas, in CSS pixels.
type Rect struct{ X, Y, W, H float64 }

// Center returns the middle of r.
func (r Rect) Center() Point { return Point{X: r.X + r.W/2, Y: r.Y + r.H/2} }

// FitGrid returns the largest grid of cols x rows cells that fits in a
// w x h area with margin cells on every side, together with a room extra
// cells deep for what the game shows beside its board (Ur's dice). It tries
// the grid upright and turned, with the room below it or right of it, and
// keeps the arrangement with clearly the biggest cells (the earlier of
// upright-below, upright-right, turned-right, turned-below on a near tie).
// The grid and its room are centred together.
func FitGrid(cols, rows int, w, h, margin, extra float64) (Grid, Rect) {
	return fitGrid(cols, rows, w, h, margin, extra, [][2]bool{{false, false}, {false, true}, {true, true}, {true, false}})
}

// Orient is how a grid lies on the screen.
type Orient string

// The orientations.
const (
	AnyOrient Orient = ""        // whichever suits the area
	Upright   Orient = "upright" // its columns run across the screen, its rows down it
	Across    Orient = "across"  // turned: its rows run across the screen
)

// FitGridAs is FitGrid with the grid lying as o says, whatever the area's
// shape (only the room's place is then chosen); AnyOrient is FitGrid.
func FitGridAs(cols, rows int, w, h, margin, extra float64, o Orient) (Grid, Rect) {
	switch o {
	case Upright:
		return fitGrid(cols, rows, w, h, margin, extra, [][2]bool{{false, false}, {false, true}})
	case Across:
		return fitGrid(cols, rows, w, h, margin, extra, [][2]bool{{true, true}, {true, false}})
	}
	return FitGrid(cols, rows, w, h, margin, extra)
}

// fitGrid is FitGrid trying the arrangements given, as {turned, beside}.
func fitGrid(cols, rows int, w, h, margin, extra float64, arrangements [][2]bool) (Grid, Rect) {
	var g Grid
	right := false
	for i, o := range arrangements {
		turned, beside := o[0], o[1]
		gw, gh := float64(cols), float64(rows)
		if turned {
			gw, gh = gh, gw
		}
		tw, th := gw+2*margin, gh+2*margin
		if beside {
			tw += extra
		} else {
			th += extra
		}
		size := math.Min(w/tw, h/th)
		if i == 0 || size > g.Size*1.05 {
			g = Grid{Cols: cols, Rows: rows, Size: size, Turned: turned}
			right = beside
		}
	}
	pw, ph := g.PixelSize()
	room := Rect{W: pw, H: extra * g.Size}
	if right {
		room = Rect{W: extra * g.Size, H: ph}
	}
	tw, th := pw, ph+room.H
	if right {
		tw, th = pw+room.W, ph
	}
	g.Origin = Point{X: (w - tw) / 2, Y: (h - th) / 2}
	room.X, room.Y = g.Origin.X, g.Origin.Y+ph
	if right {
		room.X, room.Y = g.Origin.X+pw, g.Origin.Y
	}
	return g, room
}

// screenCells returns how many cells the grid spans across the screen
// and down it.
func (g Grid) screenCells() (across, down int) {
	if g.Turned {
		return g.Rows, g.Cols
	}
	return g.Cols, g.Rows
}

// PixelSize returns the grid's width and height on the canvas.
func (g Grid) PixelSize() (w, h float64) {
	if g.Turned {
		return float64(g.Rows) * g.Size, float64(g.Cols) * g.Size
	}
	return float64(g.Cols) * g.Size, float64(g.Rows) * g.Size
}

// Center returns the canvas position of the centre of cell (col, row);
// fractional values give points between cells.
func (g Grid) Center(col, row float64) Point {
	x, y := col, row
	if g.Turned {
		x, y = row, float64(g.Cols-1)-col
	}
	if g.Flipped {
		sw, sh := g.screenCells()
		x, y = float64(sw-1)-x, float64(sh-1)-y
	}
	return Point{X: g.Origin.X + (x+0.5)*g.Size, Y: g.Origin.Y + (y+0.5)*g.Size}
}

// CellAt returns the cell under canvas position p, and false when p is
// outside the grid.
func (g Grid) CellAt(p Point) (col, row int, ok bool) {
	x := math.Floor((p.X - g.Origin.X) / g.Size)
	y := math.Floor((p.Y - g.Origin.Y) / g.Size)
	if g.Flipped {
		sw, sh := g.screenCells()
		x, y = float64(sw-1)-x, float64(sh-1)-y
	}
	col, row = int(x), int(y)
	if g.Turned {
		col, row = g.Cols-1-int(y), int(x)
	}
	if col < 0 || col >= g.Cols || row < 0 || row >= g.Rows {
		return 0, 0, false
	}
	return col, row, true
}

// Step returns the cell one step from (col, row) in the screen direction
// (dx, dy) (as arrow keys say: dx -1 is left, dy -1 is up), unclamped.
func (g Grid) Step(col, row, dx, dy int) (int, int) {
	if g.Flipped {
		dx, dy = -dx, -dy
	}
	if g.Turned {
		return col - dy, row + dx
	}
	return col + dx, row + dy
}
