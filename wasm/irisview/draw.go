package irisview

import (
	"slices"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
)

// drawing is one frame being drawn.
type drawing struct {
	v   *View
	pen hexview.Pen
	s   *board.Scene
	st  *iris.State
	lit []int // the winning group's cells once the game is over, else nil
}

// Draw draws the scene: the plate and its labels, the rainbow rim and gray
// tiles, what the second stone may not do, the stones (the winning group
// lit), the last turn's marks, the forced cell, the selection, the cursor
// and the scores.
func (v *View) Draw(c board.Canvas, sc *board.Scene) {
	st := v.use(sc.Pos)
	d := &drawing{v: v, pen: hexview.Pen{B: v.Board(), C: c, Pal: hexview.PaletteFor(sc.Dark)}, s: sc, st: st}
	if p, g, ok := st.Decider(); ok && st.Result().Over && p != rules.NoPlayer {
		d.lit = g.Cells
	}
	d.pen.Plate()
	d.pen.Labels()
	board.GroundDrawn(c)
	d.tiles()
	d.stones()
	d.marks()
	d.pen.CursorOf(sc)
	d.scores()
}

// tiles draws every cell: rim cells in their pair's hue, the others gray.
// While a second stone is to come, empty cells it cannot take are veiled;
// at the end, every cell outside the winning group is.
func (d *drawing) tiles() {
	targets := d.st.SecondTargets()
	_, pending := d.st.FirstStone()
	hex := d.st.Layout().Hex()
	for i := range hex.Len() {
		fill := d.pen.Pal.Tile
		if h := d.v.rimHues()[i]; h >= 0 {
			fill = rimColor(h, d.s.Dark)
		}
		d.pen.Tile(i, fill)
		empty := d.st.At(i) == rules.NoPlayer
		switch {
		case pending && empty && !targets.Has(d.st.Layout().Bit(i)):
			d.pen.Veil(i)
		case d.lit != nil && !slices.Contains(d.lit, i):
			d.pen.Veil(i)
		}
	}
}

// stones draws the stones; one still appearing grows into place, and at
// the end the winning group's stones are outlined in light.
func (d *drawing) stones() {
	hex := d.st.Layout().Hex()
	for i := range hex.Len() {
		p := d.st.At(i)
		if p == rules.NoPlayer {
			continue
		}
		if scale := d.pen.Grown(d.s, i); scale > 0 {
			d.pen.StoneOn(p, i, scale)
		}
	}
	d.pen.Lit(d.lit)
}

// marks draws the last turn's stones' marks, the cell a rim first stone
// forces, the gray cells a gray first stone rules out, and the page's
// selection and targets.
func (d *drawing) marks() {
	d.pen.LastOf(d.s, d.st.At)
	if forced, ok := d.st.Forced(); ok {
		d.pen.Ghost(d.st.ToMove(), forced)
	}
	for _, i := range d.st.RuledOut() {
		d.pen.Forbidden(i)
	}
	d.pen.Choice(d.s)
}
