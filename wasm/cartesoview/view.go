package cartesoview

import (
	"math"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// The room for the scores, in CSS pixels: lines below the board, or a
// column a dozen letters wide right of it; and the margin round the
// points, in cells, where the coordinates are written.
const (
	roomBelow = 96
	roomRight = 204
	margin    = 0.8
)

// View draws Carteso and speaks of it; its zero value is ready after
// Layout. It lays the board out for the side of the last position it was
// given (9 until then), so a new game of another side is drawn right.
type View struct {
	w, h  float64
	size  int        // the board's side, as laid out
	grid  board.Grid // the points, row 0 at the top (the board's top row)
	room  board.Rect // where the scores are
	right bool       // the room is right of the board, not below it
	white bool       // a tap places a white stone, not a black one
	place bool       // a person places a stone now: the colour's key is drawn
	hover string     // the point whose group is outlined, "" for none
	flip  bool       // the board turned half round (play.Flipper)
	bare  bool       // the coordinates hidden (play.Coordinated)
}

var (
	_ play.View     = (*View)(nil)
	_ play.Prompter = (*View)(nil)
	_ play.Shaped   = (*View)(nil)
	_ play.Colourer = (*View)(nil)
	_ play.Hoverer  = (*View)(nil)

	_ play.Flipper     = (*View)(nil)
	_ play.Coordinated = (*View)(nil)
)

// SetFlip draws the board turned half round, or the usual way
// (play.Flipper).
func (v *View) SetFlip(on bool) { v.flip = on }

// SetCoords shows or hides the board's coordinates (play.Coordinated).
func (v *View) SetCoords(on bool) { v.bare = !on }

// turn maps a point's column and row (from the bottom left) to the grid's
// column and row (from the top left), turned half round when the board is
// flipped; turned again, it maps back.
func (v *View) turn(col, row int) (int, int) {
	n := v.side()
	if v.flip {
		return n - 1 - col, row
	}
	return col, n - 1 - row
}

// Layout fits the board and its scores in a w x h canvas: the scores below
// the board on a tall canvas, right of it on a wide one.
func (v *View) Layout(w, h float64) {
	v.w, v.h = w, h
	v.fit(v.side())
}

// side returns the side laid out, 9 before any position.
func (v *View) side() int {
	if v.size == 0 {
		return carteso.DefaultSize
	}
	return v.size
}

// fit lays a board of side n out: with the room right of it or below it,
// whichever gives the bigger points, the two centred together.
func (v *View) fit(n int) {
	v.size = n
	span := float64(n) + 2*margin
	right := math.Min((v.w-roomRight)/span, v.h/span)
	below := math.Min(v.w/span, (v.h-roomBelow)/span)
	cell := math.Max(1, math.Max(right, below))
	side := cell * span
	v.right = right >= below
	if v.right {
		x := (v.w - side - roomRight) / 2
		v.room = board.Rect{X: x + side, Y: (v.h - side) / 2, W: roomRight, H: side}
		v.grid = board.Grid{Cols: n, Rows: n, Size: cell, Origin: board.Point{X: x + margin*cell, Y: v.room.Y + margin*cell}}
		return
	}
	y := (v.h - side - roomBelow) / 2
	v.room = board.Rect{X: (v.w - side) / 2, Y: y + side, W: side, H: roomBelow}
	v.grid = board.Grid{Cols: n, Rows: n, Size: cell, Origin: board.Point{X: v.room.X + margin*cell, Y: y + margin*cell}}
}

// use returns pos as Carteso's position, laying the board out again first
// if pos is of another side.
func (v *View) use(pos rules.Position) *carteso.State {
	s := pos.(*carteso.State)
	if s.Size() != v.side() || v.grid.Size == 0 {
		v.fit(s.Size())
	}
	return s
}

// Grid returns the grid of the points, the board's top row first.
func (v *View) Grid() board.Grid {
	if v.grid.Size == 0 {
		v.fit(v.side())
	}
	return v.grid
}

// CellAt returns the point nearest canvas point p, as grid (col, row),
// and false off the board: the grid's own squares.
func (v *View) CellAt(p board.Point) (col, row int, ok bool) { return v.Grid().CellAt(p) }

// CellName names grid cell (col, row), as "e5"; "" for none.
func (v *View) CellName(col, row int) string {
	n := v.side()
	if col < 0 || row < 0 || col >= n || row >= n {
		return ""
	}
	return carteso.At(v.turn(col, row)).String()
}

// point returns the point named name on the board laid out.
func (v *View) point(name string) (carteso.Point, bool) {
	p, err := carteso.ParsePoint(name, v.side())
	return p, err == nil
}

// centre returns where point p is drawn.
func (v *View) centre(p carteso.Point) board.Point {
	col, row := v.turn(p.Col(), p.Row())
	return v.Grid().Center(float64(col), float64(row))
}

// CellCenter returns where the point named cell is drawn, and false if it
// is no point.
func (v *View) CellCenter(cell string) (board.Point, bool) {
	p, ok := v.point(cell)
	if !ok {
		return board.Point{}, false
	}
	return v.centre(p), true
}

// Aspect returns the canvas shapes that suit the board with its scores:
// wider than square with the scores right of it, taller with them below.
func (v *View) Aspect() (wide, tall float64) { return 1.3, 0.85 }

// OnDice is always false: Carteso has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Carteso has no dice.
func (v *View) Chance() play.Chance { return nil }

// SwitchColour makes the stones a person places the other colour: white
// after black (the first), black after white.
func (v *View) SwitchColour() { v.white = !v.white }

// StoneColour names the colour of the stones a person places and gives its
// glyph: "black" and "●", or "white" and "○".
func (v *View) StoneColour() (name, glyph string) {
	if v.white {
		return carteso.White.String(), "○"
	}
	return carteso.Black.String(), "●"
}

// Colour returns the colour of the stones a person places.
func (v *View) Colour() carteso.Colour {
	if v.white {
		return carteso.White
	}
	return carteso.Black
}

// SetPlacing says whether a person places a stone now (their turn, at the
// latest position): only then does Draw show the colour a tap places and
// the key that switches it.
func (v *View) SetPlacing(on bool) { v.place = on }

// SetHover names the point under the pointer or the keyboard cursor ("" for
// none): Draw outlines the span of its group, if it holds a stone, and says
// whether the group is finished. It says whether the point named changed.
func (v *View) SetHover(cell string) (changed bool) {
	changed, v.hover = cell != v.hover, cell
	return changed
}
