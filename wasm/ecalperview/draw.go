package ecalperview

import (
	"slices"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
)

// replaceWidth is the width, in circumradii, of the outline round a stone
// that may be replaced.
const replaceWidth = 0.14

// drawing is one frame being drawn.
type drawing struct {
	v   *View
	pen hexview.Pen
	s   *board.Scene
	st  *ecalper.State
	lit []int // the cells of the groups lit: the deciding largest groups once over, else those asked for
	end bool  // the game is over: the cells not lit are veiled
}

// Draw draws the scene: the plate and its labels, the tiles, the stones
// (the largest groups lit at the end, or on demand: LightLargest), the
// stones that may be replaced,
// the last turn's marks, the selection, the cursor and the scores.
func (v *View) Draw(c board.Canvas, sc *board.Scene) {
	st := v.use(sc.Pos)
	d := &drawing{v: v, pen: hexview.Pen{B: v.Board(), C: c, Pal: hexview.PaletteFor(sc.Dark)}, s: sc, st: st}
	switch r := st.Result(); {
	case r.Over:
		d.lit, d.end = litCells(st, r.Winner), true
	case v.lit:
		d.lit = litCells(st, rules.NoPlayer)
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

// litCells returns the cells of the largest groups of winner, or of both
// colours for NoPlayer (a draw, or lighting on demand).
func litCells(s *ecalper.State, winner rules.Player) []int {
	var cells []int
	for _, p := range []rules.Player{ecalper.Black, ecalper.White} {
		if winner != rules.NoPlayer && p != winner {
			continue
		}
		for _, g := range s.LargestGroups(p) {
			cells = append(cells, g...)
		}
	}
	return cells
}

// tiles draws every cell; at the end, every cell outside the lit groups
// is veiled.
func (d *drawing) tiles() {
	for i := range d.st.Board().Len() {
		d.pen.Tile(i, d.pen.Pal.Tile)
		if d.end && !slices.Contains(d.lit, i) {
			d.pen.Veil(i)
		}
	}
}

// stones draws the stones. A stone still appearing grows into place, over
// the opponent's stone it replaces; at the end the lit groups' stones are
// outlined in light.
func (d *drawing) stones() {
	hex := d.st.Board()
	for i := range hex.Len() {
		p := d.st.Occupant(i)
		if p == rules.NoPlayer {
			continue
		}
		scale := 1.0
		for _, a := range d.s.Anims {
			if a.To == hex.Name(i) && !a.Done(d.s.Now) {
				scale = a.Progress(d.s.Now)
				if a.From == a.To {
					d.pen.StoneOn(p.Other(), i, 1)
				}
			}
		}
		if scale > 0 {
			d.pen.StoneOn(p, i, scale)
		}
	}
	d.pen.Lit(d.lit)
}

// marks draws the last turn's marks, the outline round each stone that
// may be replaced now, and the page's selection and targets.
func (d *drawing) marks() {
	d.pen.LastOf(d.s, d.st.Occupant)
	for _, i := range d.st.Replaceable().Cells() {
		d.pen.Outline(i, d.pen.Pal.Target, replaceWidth)
	}
	d.pen.Choice(d.s)
}
