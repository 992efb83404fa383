package urview

import (
	"math"
	"strconv"

	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
)

// pools draws each side's start and finish pools: a tray with the pieces
// stacked in it and their count.
func (d *drawing) pools() {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		d.pool(p, ur.PathCell(p, 0), d.st.Waiting(p), "start")
		d.pool(p, ur.PathCell(p, ur.PathLen-1), d.st.Home(p), "home")
	}
}

// pool draws one pool at c holding n pieces of p.
func (d *drawing) pool(p rules.Player, c ur.Cell, n int, name string) {
	at := d.v.center(c)
	s := 0.8 * d.u
	d.c.SetFillStyle(d.pal.pool)
	d.c.BeginPath()
	d.c.RoundRect(at.X-s/2, at.Y-s/2, s, s, 0.16*d.u)
	d.c.Fill()
	d.c.SetStrokeStyle(d.pal.poolEdge)
	d.c.SetLineWidth(math.Max(1, 0.02*d.u))
	d.c.SetLineDash(0.06*d.u, 0.05*d.u)
	d.c.Stroke()
	d.c.SetLineDash()
	shown := n - d.hidden(p, c.String())
	r := 0.25 * d.u
	for k := range shown {
		d.piece(p, board.Point{X: at.X, Y: at.Y + 0.1*d.u - float64(k)*0.035*d.u}, r)
	}
	if shown == 0 {
		d.c.SetFillStyle(d.pal.poolEdge)
		d.label(name, at, 0.16, false)
		return
	}
	d.badge(strconv.Itoa(shown), board.Point{X: at.X + 0.3*d.u, Y: at.Y - 0.3*d.u})
}

// badge draws a count in a small round badge.
func (d *drawing) badge(text string, at board.Point) {
	r := math.Max(8, 0.14*d.u)
	d.c.SetFillStyle(d.pal.frame)
	d.c.BeginPath()
	d.c.Arc(at.X, at.Y, r, 0, 2*math.Pi)
	d.c.Fill()
	d.c.SetStrokeStyle(d.pal.square)
	d.c.SetLineWidth(math.Max(1, 0.02*d.u))
	d.c.Stroke()
	d.c.SetFillStyle("#ffffff")
	d.label(text, at, 0.17, true)
}
