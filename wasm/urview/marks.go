package urview

import (
	"math"

	"tessera/rules"

	ur "tessera/rules/ur"
)

// highlights rings the movable pieces, the selected one more strongly, and
// marks the selected piece's targets: a dot on an empty square, a ring
// around a piece to take or the finish pool.
func (d *drawing) highlights() {
	for _, cell := range d.s.Movable {
		w := 0.05
		if cell == d.s.Selected {
			w = 0.09
		}
		d.ring(cell, d.pal.movable, w, 0.43)
	}
	for _, cell := range d.s.Targets {
		c, err := ur.ParseCell(cell)
		if err != nil {
			continue
		}
		if _, _, pool := isPool(c); pool || d.st.Occupant(c) != rules.NoPlayer {
			d.ring(cell, d.pal.target, 0.07, 0.43)
			continue
		}
		p := d.v.center(c)
		d.c.SetFillStyle(d.pal.target)
		d.c.SetGlobalAlpha(0.8)
		d.c.BeginPath()
		d.c.Arc(p.X, p.Y, 0.15*d.u, 0, 2*math.Pi)
		d.c.Fill()
		d.c.SetGlobalAlpha(1)
	}
}

// ring strokes a circle of radius r (in cells) around cell, w cells wide.
func (d *drawing) ring(cell, color string, w, r float64) {
	p, ok := d.v.CellCenter(cell)
	if !ok {
		return
	}
	d.c.SetStrokeStyle(color)
	d.c.SetLineWidth(w * d.u)
	d.c.BeginPath()
	d.c.Arc(p.X, p.Y, r*d.u, 0, 2*math.Pi)
	d.c.Stroke()
}

// cursor outlines the keyboard cursor's cell.
func (d *drawing) cursor() {
	p, ok := d.v.CellCenter(d.s.Cursor)
	if !ok {
		return
	}
	s := 0.96 * d.u
	d.c.SetStrokeStyle(d.pal.cursor)
	d.c.SetLineWidth(math.Max(2, 0.06*d.u))
	d.c.SetLineDash(0.12*d.u, 0.06*d.u)
	d.c.BeginPath()
	d.c.RoundRect(p.X-s/2, p.Y-s/2, s, s, 0.1*d.u)
	d.c.Stroke()
	d.c.SetLineDash()
}
