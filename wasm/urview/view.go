package urview

import (
	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// The board's proportions, in cells: the margin around the grid and the
// room after its last row for the dice.
const (
	margin   = 0.2
	diceRoom = 1.4
)

// cols are the grid's columns in order.
const cols = "LMR"

// View draws Ur and speaks of it; its zero value is ready after Layout.
type View struct {
	grid   board.Grid
	room   board.Rect // where the dice are
	w, h   float64    // the canvas, as last laid out
	flip   bool       // the board turned half round (play.Flipper)
	orient board.Orient
	bare   bool // the squares' names hidden (play.Coordinated)
}

var (
	_ play.View        = (*View)(nil)
	_ play.Flipper     = (*View)(nil)
	_ play.Orienter    = (*View)(nil)
	_ play.Coordinated = (*View)(nil)
)

// The canvas shapes, width over height, that suit the board across the
// screen (with the dice beside it) and upright (with the dice below).
const (
	acrossAspect  = 2.9 / 1.15
	uprightAspect = 1 / 1.65
)

// Layout fits the board, and the dice beside it, in a w x h canvas:
// upright on a tall screen, turned on a wide one, the dice below or right
// of it, whichever makes the squares biggest, unless the orientation is
// set (SetOrient).
func (v *View) Layout(w, h float64) {
	v.w, v.h = w, h
	v.grid, v.room = board.FitGridAs(len(cols), 8, w, h, margin, diceRoom, v.orient)
	v.grid.Flipped = v.flip
}

// SetFlip draws the board turned half round, or the usual way
// (play.Flipper).
func (v *View) SetFlip(on bool) {
	v.flip = on
	v.grid.Flipped = on
}

// SetCoords shows or hides the name of every square, written in its
// corner (play.Coordinated).
func (v *View) SetCoords(on bool) { v.bare = !on }

// SetOrient draws the board upright, across, or as the canvas suits
// (play.Orienter).
func (v *View) SetOrient(o board.Orient) {
	v.orient = o
	v.Layout(v.w, v.h)
}

// Aspect returns the canvas shapes that suit the board (play.Shaped):
// across beside the page's panel and upright above it on a narrow screen,
// or the shape of the orientation set.
func (v *View) Aspect() (wide, tall float64) {
	switch v.orient {
	case board.Across:
		return acrossAspect, acrossAspect
	case board.Upright:
		return uprightAspect, uprightAspect
	}
	return acrossAspect, uprightAspect
}

// Grid returns the board's grid.
func (v *View) Grid() board.Grid { return v.grid }

// CellAt returns the square under p: the grid's own.
func (v *View) CellAt(p board.Point) (col, row int, ok bool) { return v.grid.CellAt(p) }

// CellName names grid cell (col, row), as "L4".
func (v *View) CellName(col, row int) string {
	return ur.Cell{Col: cols[col], Row: row}.String()
}

// CellCenter returns where cell is drawn, and false if it is no cell.
func (v *View) CellCenter(cell string) (board.Point, bool) {
	c, err := ur.ParseCell(cell)
	if err != nil {
		return board.Point{}, false
	}
	return v.center(c), true
}

func (v *View) center(c ur.Cell) board.Point {
	return v.grid.Center(float64(colIndex(c.Col)), float64(c.Row))
}

func colIndex(col byte) int {
	for i := range len(cols) {
		if cols[i] == col {
			return i
		}
	}
	return -1
}

// state returns pos as Ur's position.
func state(pos rules.Position) *ur.State { return pos.(*ur.State) }

// isPool says whether c is a start or finish pool, and whose.
func isPool(c ur.Cell) (p rules.Player, start, ok bool) {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		switch c {
		case ur.PathCell(p, 0):
			return p, true, true
		case ur.PathCell(p, ur.PathLen-1):
			return p, false, true
		}
	}
	return rules.NoPlayer, false, false
}
