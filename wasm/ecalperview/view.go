package ecalperview

import (
	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/hexhex"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// The room for the scores, in CSS pixels: two lines below the board, or a
// column a dozen letters wide right of it.
const (
	roomBelow = 76
	roomRight = 168
)

// View draws Ecalper and speaks of it; its zero value is ready after
// Layout. It lays the board out for the side of the last position it was
// given (side 7 until then), so a new game of another side is drawn right.
type View struct {
	w, h float64
	b    *hexview.Board // laid out, for the side last seen
	room board.Rect     // where the scores are
	lit  bool           // light both colours' largest groups during play
}

// LightLargest turns on or off the lighting of both colours' largest
// groups while the game goes on (a button's "show largest groups"); once
// the game is over the deciding groups are lit whatever it says.
func (v *View) LightLargest(on bool) { v.lit = on }

var (
	_ play.View     = (*View)(nil)
	_ play.Prompter = (*View)(nil)
	_ play.Shaped   = (*View)(nil)
)

// Layout fits the board and its scores in a w x h canvas: the scores below
// the board on a tall canvas, right of it on a wide one.
func (v *View) Layout(w, h float64) {
	v.w, v.h = w, h
	v.fit(v.board().Hex())
}

// fit lays the board of hex out in the canvas.
func (v *View) fit(hex *hexhex.Board) {
	v.b, v.room = hexview.NewBoard(hex).Fit(v.w, v.h, hexview.Margin, roomBelow, roomRight)
}

// board returns the laid-out board, of side 7 before any position.
func (v *View) board() *hexview.Board {
	if v.b == nil {
		hex, _ := hexhex.New(ecalper.DefaultSize) // a valid side: no error
		v.fit(hex)
	}
	return v.b
}

// use returns pos as Ecalper's position, laying the board out again first
// if pos is of another side.
func (v *View) use(pos rules.Position) *ecalper.State {
	s := pos.(*ecalper.State)
	if v.board().Hex().Side() != s.Board().Side() {
		v.fit(s.Board())
	}
	return s
}

// Grid returns the keyboard's grid over the board's cells (see
// hexview.Board.Grid: its squares are not the hexagons).
func (v *View) Grid() board.Grid { return v.board().Grid() }

// CellName names the cell at grid (col, row), as "d4"; a hole of the grid
// names the nearest cell of its row, so the cursor is always on a cell.
func (v *View) CellName(col, row int) string {
	g := v.Grid()
	if col < 0 || row < 0 || col >= g.Cols || row >= g.Rows {
		return ""
	}
	return v.b.Hex().Name(v.b.NearestCell(col, row))
}

// CellCenter returns where cell is drawn, and false if it is no cell.
func (v *View) CellCenter(cell string) (board.Point, bool) {
	i, err := v.board().Hex().Parse(cell)
	if err != nil {
		return board.Point{}, false
	}
	return v.b.Center(i), true
}

// CellAt returns the grid (col, row) of the cell whose hexagon holds p,
// and false off the board: the exact hit test.
func (v *View) CellAt(p board.Point) (col, row int, ok bool) {
	i, ok := v.board().CellAt(p)
	if !ok {
		return 0, 0, false
	}
	col, row = v.b.GridPos(i)
	return col, row, true
}

// Aspect returns the canvas shapes that suit the board with its scores:
// about 4:3 with the scores right of it (beside the page's panel), a
// little taller than wide with them below (on a phone).
func (v *View) Aspect() (wide, tall float64) { return 4.0 / 3, 0.9 }

// OnDice is always false: Ecalper has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Ecalper has no dice.
func (v *View) Chance() play.Chance { return nil }
