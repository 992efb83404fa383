package echelonview

import (
	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// View draws Echelon and speaks of it; its zero value is ready after
// Layout.
type View struct {
	b       *hexview.Board // laid out
	threats bool           // mark the stack-win threats
	// selected is the selected piece of the last scene drawn: Explain
	// reads it, as the page clears the selection before asking why a
	// click was no move.
	selected string
}

var (
	_ play.View     = (*View)(nil)
	_ play.Prompter = (*View)(nil)
	_ play.Shaped   = (*View)(nil)
)

// Layout fits the board in a w x h canvas.
func (v *View) Layout(w, h float64) {
	v.b, _ = hexview.NewBoard(echelon.Board()).Fit(w, h, hexview.Margin, 0, 0)
}

// board returns the laid-out board, laid out in a unit canvas before any
// Layout.
func (v *View) board() *hexview.Board {
	if v.b == nil {
		v.Layout(1, 1)
	}
	return v.b
}

// SetThreats turns the threat marks on or off: with them on, every move
// by which either side would win at once by a stack of three is drawn
// (and told by Describe).
func (v *View) SetThreats(on bool) { v.threats = on }

// Threats says whether the threat marks are on.
func (v *View) Threats() bool { return v.threats }

// state returns pos as Echelon's position.
func state(pos rules.Position) *echelon.State { return pos.(*echelon.State) }

// Grid returns the keyboard's grid over the board's cells (see
// hexview.Board.Grid: its squares are not the hexagons).
func (v *View) Grid() board.Grid { return v.board().Grid() }

// CellAt returns the grid (col, row) of the cell whose hexagon holds p,
// and false off the board.
func (v *View) CellAt(p board.Point) (col, row int, ok bool) {
	i, ok := v.board().CellAt(p)
	if !ok {
		return 0, 0, false
	}
	col, row = v.b.GridPos(i)
	return col, row, true
}

// CellName names the cell at grid (col, row), as "e4"; a hole of the grid
// names the nearest cell of its row, so the cursor is always on a cell.
func (v *View) CellName(col, row int) string {
	g := v.Grid()
	if col < 0 || row < 0 || col >= g.Cols || row >= g.Rows {
		return ""
	}
	return echelon.Board().Name(v.b.NearestCell(col, row))
}

// CellCenter returns where cell's hexagon is drawn, and false if it is no
// cell.
func (v *View) CellCenter(cell string) (board.Point, bool) {
	i, ok := cellIndex(cell)
	if !ok {
		return board.Point{}, false
	}
	return v.board().Center(i), true
}

// cellIndex returns the cell named name, false for "" or no cell.
func cellIndex(name string) (int, bool) {
	i, err := echelon.Board().Parse(name)
	return i, err == nil
}

// Aspect returns the canvas shape that suits the board, nearly square.
func (v *View) Aspect() (wide, tall float64) {
	w, h := hexview.Extent(echelon.Side)
	r := (w + 2*hexview.Margin) / (h + 2*hexview.Margin)
	return r, r
}

// OnDice is always false: Echelon has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Echelon has no dice.
func (v *View) Chance() play.Chance { return nil }
