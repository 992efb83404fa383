package echelonview

import (
	"math"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
)

// drawing is one frame being drawn.
type drawing struct {
	v   *View
	pen hexview.Pen
	col colors
	s   *board.Scene
	st  *echelon.State
}

// Draw draws the scene: the plate and its labels, the live tiles and the
// dead holes, the last move's line, the threats (when on), the selected
// piece's slides, the stacks, the rings of the movable, selected and
// stompable stacks, the piece in flight or dragged, and the cursor.
func (v *View) Draw(c board.Canvas, sc *board.Scene) {
	v.selected = sc.Selected
	d := &drawing{v: v, pen: hexview.Pen{B: v.Board(), C: c, Pal: hexview.PaletteFor(sc.Dark)},
		col: colorsFor(sc.Dark), s: sc, st: state(sc.Pos)}
	d.pen.Plate()
	d.pen.Labels()
	board.GroundDrawn(c)
	d.tiles()
	d.last()
	if v.threats {
		d.threatLines()
	}
	d.slides()
	d.stacks()
	d.rings()
	if v.threats {
		d.threatBadges()
	}
	d.moving()
	d.pen.CursorOf(sc)
}

// tiles draws every cell: a tile if it is live, a hole if it is dead.
func (d *drawing) tiles() {
	for i := range echelon.Cells {
		if d.st.Dead(i) {
			d.dead(i)
			continue
		}
		d.pen.Tile(i, d.pen.Pal.Tile)
	}
}

// hidden returns how many pieces to leave off the top of cell i: one
// still sliding there, one being dragged from it.
func (d *drawing) hidden(i int) int {
	n := 0
	for _, a := range d.s.Anims {
		if to, ok := cellIndex(a.To); ok && to == i && !a.Done(d.s.Now) {
			n++
		}
	}
	if sel, ok := cellIndex(d.s.Selected); ok && sel == i && d.s.Drag != nil {
		n++
	}
	return n
}

// shown returns the stack drawn on cell i: the position's, less the
// pieces hidden.
func (d *drawing) shown(i int) []rules.Player {
	stack := d.st.Stack(i)
	return stack[:max(0, len(stack)-d.hidden(i))]
}

// stacks draws every stack, top rows first so lower piles overlap them.
func (d *drawing) stacks() {
	for i := echelon.Cells - 1; i >= 0; i-- {
		if stack := d.shown(i); len(stack) > 0 {
			d.pile(i, stack)
		}
	}
}

// last draws the last move: a line from where the piece left to where it
// landed, and a small square on each end.
func (d *drawing) last() {
	r := d.pen.B.R
	for _, pk := range d.s.Last {
		from, okFrom := cellIndex(pk.From)
		to, okTo := cellIndex(pk.To)
		if !okFrom || !okTo {
			continue
		}
		a, b := d.pen.B.Center(from), d.pen.B.Center(to)
		d.pen.C.SetGlobalAlpha(0.6)
		d.pen.C.SetStrokeStyle(d.pen.Pal.Last)
		d.pen.C.SetLineWidth(0.1 * r)
		d.pen.C.BeginPath()
		d.pen.C.MoveTo(a.X, a.Y)
		d.pen.C.LineTo(b.X, b.Y)
		d.pen.C.Stroke()
		d.pen.C.SetGlobalAlpha(1)
		d.square(a, 0.22)
	}
}

// square draws the last move's mark, a small square s circumradii wide,
// centred at at.
func (d *drawing) square(at board.Point, s float64) {
	r := d.pen.B.R
	d.pen.C.SetFillStyle(d.pen.Pal.Last)
	d.pen.C.SetStrokeStyle("rgba(0,0,0,0.6)")
	d.pen.C.SetLineWidth(0.04 * r)
	d.pen.C.BeginPath()
	d.pen.C.RoundRect(at.X-s*r/2, at.Y-s*r/2, s*r, s*r, 0.04*r)
	d.pen.C.Fill()
	d.pen.C.Stroke()
}

// slides marks with a dot each empty cell the selected piece can slide
// to.
func (d *drawing) slides() {
	for _, t := range d.s.Targets {
		if i, ok := cellIndex(t); ok && d.st.Height(i) == 0 {
			d.pen.Target(i)
		}
	}
}

// rings rings the top coin of the movable stacks thinly, the selected one
// boldly, and each stack the selected piece can stomp with a dashed ring
// and an arrow down onto it; the last move's landing gets its square.
func (d *drawing) rings() {
	for _, pk := range d.s.Last {
		if i, ok := cellIndex(pk.To); ok {
			d.square(d.top(i, len(d.shown(i))), 0.26)
		}
	}
	for _, cell := range d.s.Movable {
		if i, ok := cellIndex(cell); ok && cell != d.s.Selected {
			d.ring(d.top(i, len(d.shown(i))), d.pen.Pal.Target, ringRadius, 0.04, false)
		}
	}
	if i, ok := cellIndex(d.s.Selected); ok && d.s.Drag == nil {
		d.ring(d.top(i, len(d.shown(i))), d.pen.Pal.Target, ringRadius, 0.11, false)
	}
	for _, t := range d.s.Targets {
		if i, ok := cellIndex(t); ok && d.st.Height(i) > 0 {
			at := d.top(i, len(d.shown(i)))
			d.ring(at, d.pen.Pal.Target, ringRadius, 0.09, true)
			d.arrow(at)
		}
	}
}

// arrow draws a small arrowhead pointing down onto the coin at at: a
// piece lands on top of this stack.
func (d *drawing) arrow(at board.Point) {
	r := d.pen.B.R
	y := at.Y - 0.62*r
	d.pen.C.SetFillStyle(d.pen.Pal.Target)
	d.pen.C.BeginPath()
	d.pen.C.MoveTo(at.X-0.2*r, y-0.2*r)
	d.pen.C.LineTo(at.X+0.2*r, y-0.2*r)
	d.pen.C.LineTo(at.X, y)
	d.pen.C.ClosePath()
	d.pen.C.Fill()
}

// moving draws the pieces in flight along their line, rising a little
// on the way, and the dragged piece under the pointer.
func (d *drawing) moving() {
	for _, a := range d.s.Anims {
		from, okFrom := cellIndex(a.From)
		to, okTo := cellIndex(a.To)
		if a.Done(d.s.Now) || !okFrom || !okTo {
			continue
		}
		t := 0.0
		if a.Started(d.s.Now) {
			t = a.Progress(d.s.Now)
		}
		h := d.st.Height(to)
		start := d.top(from, d.st.Height(from)+1)
		end := d.layer(to, h-1, h)
		d.coin(a.Player, board.Lerp(start, end, t), 1+0.12*math.Sin(t*math.Pi))
	}
	if d.s.Drag != nil && d.s.Selected != "" {
		if i, ok := cellIndex(d.s.Selected); ok && d.st.Height(i) > 0 {
			d.coin(d.st.Top(i), *d.s.Drag, 1.1)
		}
	}
}
