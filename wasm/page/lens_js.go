//go:build js

package page

import (
	"math"
	"syscall/js"

	"tessera/wasm/board"
)

// The lens over a move waiting for its confirming tap: it magnifies the
// board round the cell zoom times, out to reach cells from the cell's
// centre, above the cell so that the finger does not hide it.
const (
	lensZoom  = 2.2
	lensReach = 1.3
	// lensColour rings the lens and the cell: the focus colour, which
	// shows on every board in both themes.
	lensColour = "#d9822b"
)

// drawLens draws, over the board, the move a second tap would play
// (Session.Preview): the board as the move would leave it, drawn into a
// canvas off the page, magnified in a round lens above the cell, with a
// ring round the cell in the lens and on the board.
func (p *Page) drawLens(sc *board.Scene, dpr float64) {
	after, cell, ok := p.s.Preview()
	if !ok {
		return
	}
	at, ok := p.view.CellCenter(cell)
	if !ok {
		return
	}
	if p.lens == nil {
		p.lens = &painter{ctx: p.doc.Underlying().Call("createElement", "canvas").Call("getContext", "2d")}
	}
	off := p.lens.ctx.Get("canvas")
	off.Set("width", p.canvas.Get("width"))
	off.Set("height", p.canvas.Get("height"))
	p.view.Draw(p.lens.frame(), &board.Scene{Pos: after, Dark: sc.Dark, Now: sc.Now, Dice: sc.Dice})
	p.lens.paint(dpr)

	size := p.view.Grid().Size
	reach := lensReach * size
	r := reach * lensZoom
	cx := math.Min(math.Max(at.X, r+2), p.w-r-2)
	cy := at.Y - r - 0.8*size
	if cy-r < 2 { // no room above: below the cell
		cy = at.Y + r + 0.8*size
	}
	c := p.board.ctx
	c.Call("save")
	c.Call("beginPath")
	c.Call("arc", cx, cy, r, 0, 2*math.Pi)
	c.Call("clip")
	c.Call("drawImage", off, (at.X-reach)*dpr, (at.Y-reach)*dpr, 2*reach*dpr, 2*reach*dpr, cx-r, cy-r, 2*r, 2*r)
	c.Call("restore")
	ring := func(x, y, radius, width float64) {
		c.Set("strokeStyle", lensColour)
		c.Set("lineWidth", width)
		c.Call("beginPath")
		c.Call("arc", x, y, radius, 0, 2*math.Pi)
		c.Call("stroke")
	}
	ring(cx, cy, r, 3)
	ring(cx, cy, 0.62*size*lensZoom, 2.5)
	ring(at.X, at.Y, 0.62*size, 2.5)
}

// confirmTaps says whether a press (a pointer event) that would play must
// be confirmed by a second tap: a touch on a board whose cells are small,
// unless the player turned it off (settings.Settings.ConfirmTaps).
func (p *Page) confirmTaps(ev js.Value) bool {
	return p.set.ConfirmTaps(ev.Get("pointerType").String() == "touch", p.view.Grid().Size)
}
