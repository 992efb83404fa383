package hexview

import (
	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// Spec is what a game's view says of its board's layout. Its zero value
// must be usable: a Frame asks a zero S.
type Spec interface {
	// Default returns the board laid out before any position is seen.
	Default() *hexhex.Board
	// Room returns the room kept for what the game shows beside its board
	// (its scores), in CSS pixels: below deep under the board or right
	// wide beside it (see Board.Fit); 0, 0 for none.
	Room() (below, right float64)
}

// Frame is the part of a hexhex game's view that lays its board out in
// the canvas and maps cells to the page's keyboard grid and back. A view
// embeds it; its zero value lays S's default board out in a unit canvas
// until Layout, and Use lays a board of another side out again.
type Frame[S Spec] struct {
	w, h float64
	b    *Board     // laid out, for the side last used
	room board.Rect // where the scores are
	flip bool       // the board turned half round (play.Flipper)
	bare bool       // the coordinates hidden (play.Coordinated)
}

// Layout fits the board and its room in a w x h canvas: the room below
// the board on a tall canvas, right of it on a wide one.
func (f *Frame[S]) Layout(w, h float64) {
	hex := f.Board().Hex()
	f.w, f.h = w, h
	f.fit(hex)
}

// fit lays hex out in the canvas.
func (f *Frame[S]) fit(hex *hexhex.Board) {
	var s S
	below, right := s.Room()
	f.b, f.room = NewBoard(hex).Fit(f.w, f.h, Margin, below, right)
	f.b.flip, f.b.bare = f.flip, f.bare
}

// SetFlip draws the board turned half round, or the usual way
// (play.Flipper): the pointer and the keyboard's grid turn with it.
func (f *Frame[S]) SetFlip(on bool) {
	f.flip = on
	f.fit(f.Board().Hex())
}

// SetCoords shows or hides the board's coordinates (play.Coordinated).
func (f *Frame[S]) SetCoords(on bool) {
	f.bare = !on
	f.Board().bare = f.bare
}

// Board returns the laid-out board: S's default in a unit canvas before
// any Layout or Use.
func (f *Frame[S]) Board() *Board {
	if f.b == nil {
		var s S
		if f.w == 0 && f.h == 0 {
			f.w, f.h = 1, 1
		}
		f.fit(s.Default())
	}
	return f.b
}

// Room returns where the game's scores go, beside or under the board.
func (f *Frame[S]) Room() board.Rect {
	f.Board()
	return f.room
}

// Use lays the board out again for hex if the board shown is of another
// side, so that a new game of another side is drawn right.
func (f *Frame[S]) Use(hex *hexhex.Board) {
	if f.Board().Hex().Side() != hex.Side() {
		f.fit(hex)
	}
}

// Grid returns the keyboard's grid over the board's cells (see
// Board.Grid: its squares are not the hexagons).
func (f *Frame[S]) Grid() board.Grid { return f.Board().Grid() }

// CellName names the cell at grid (col, row), as "d4"; a hole of the grid
// names the nearest cell of its row, so the cursor is always on a cell.
// Off the grid it returns "".
func (f *Frame[S]) CellName(col, row int) string {
	g := f.Grid()
	if col < 0 || row < 0 || col >= g.Cols || row >= g.Rows {
		return ""
	}
	return f.b.Hex().Name(f.b.NearestCell(col, row))
}

// CellCenter returns where cell's hexagon is drawn, and false if it is no
// cell.
func (f *Frame[S]) CellCenter(cell string) (board.Point, bool) {
	i, err := f.Board().Hex().Parse(cell)
	if err != nil {
		return board.Point{}, false
	}
	return f.b.Center(i), true
}

// CellAt returns the grid (col, row) of the cell whose hexagon holds p,
// and false off the board: the exact hit test (the grid's squares are not
// the hexagons).
func (f *Frame[S]) CellAt(p board.Point) (col, row int, ok bool) {
	i, ok := f.Board().CellAt(p)
	if !ok {
		return 0, 0, false
	}
	col, row = f.b.GridPos(i)
	return col, row, true
}

// ScoresRoom is the room of a Spec that shows the scores beside its
// board: two lines below the board, or a column a dozen letters wide right
// of it, in CSS pixels. A Spec embeds it.
type ScoresRoom struct{}

// Room returns 76 pixels below or 168 right.
func (ScoresRoom) Room() (below, right float64) { return 76, 168 }
