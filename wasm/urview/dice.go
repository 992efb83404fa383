package urview

import (
	"math"
	"strconv"

	"tessera/wasm/board"
)

// Where the dice (0..3) and the value (4) sit along their room, in cells
// from its middle: in a row, value last; in a column, value first.
var (
	alongRow    = [5]float64{-1.3, -0.75, -0.2, 0.35, 1.1}
	alongColumn = [5]float64{-0.6, 0, 0.6, 1.2, -1.3}
)

// drawDice draws the four pyramid dice beside the board and the throw's
// value; tumbling dice spin and flicker, a spent throw is dimmed.
func (d *drawing) drawDice() {
	dc := d.s.Dice
	tumbling := dc.Tumbling(d.s.Now)
	alpha := 1.0
	if dc.Faces == nil || dc.Faded {
		alpha = 0.45
	}
	d.c.SetGlobalAlpha(alpha)
	for i := range 4 {
		at := d.v.dieAt(i)
		spin := 0.35 * float64(i%3-1)
		marked := dc.Faces != nil && dc.Faces[i]
		if tumbling {
			t := d.s.Now - dc.Start
			spin += t * 0.012 * float64(1+i%2)
			marked = hash(int(t/70)+i*7)&1 == 1
			at.Y -= math.Abs(math.Sin(t/90+float64(i))) * 0.12 * d.u
		}
		d.die(at, 0.24*d.u, spin, marked)
	}
	d.c.SetGlobalAlpha(1)
	if dc.Faces != nil && !tumbling {
		at := d.v.dieAt(4)
		d.c.SetFillStyle(d.pal.text)
		d.c.SetGlobalAlpha(alpha)
		d.label(strconv.Itoa(dc.Value), at, 0.55, true)
		d.c.SetGlobalAlpha(1)
	}
	if d.s.RollDue && !tumbling {
		d.rollHint(dc.Faces != nil)
	}
}

// rollHint invites a throw: where the value is written before the first
// throw, or over the middle of the dice while the last throw's value
// (the opponent's, say) stays in sight.
func (d *drawing) rollHint(thrown bool) {
	at := d.v.dieAt(4)
	if thrown {
		at = board.Lerp(d.v.dieAt(1), d.v.dieAt(2), 0.5)
	}
	w, h := 0.9*d.u, 0.42*d.u
	d.c.SetFillStyle(d.pal.frame)
	d.c.BeginPath()
	d.c.RoundRect(at.X-w/2, at.Y-h/2, w, h, h/2)
	d.c.Fill()
	d.c.SetFillStyle("#ffffff")
	d.label("Roll", at, 0.2, true)
}

// dieAt returns the centre of die i (0..3); i = 4 is where the value is
// written. They line up along the dice's room: left to right with the value
// last, or top to bottom with the value first.
func (v *View) dieAt(i int) board.Point {
	c := v.room.Center()
	if v.room.W >= v.room.H {
		return board.Point{X: c.X + alongRow[i]*v.grid.Size, Y: c.Y}
	}
	return board.Point{X: c.X, Y: c.Y + alongColumn[i]*v.grid.Size}
}

// OnDice says whether p is on the dice or their value.
func (v *View) OnDice(p board.Point) bool {
	for i := range 5 {
		c := v.dieAt(i)
		if math.Hypot(p.X-c.X, p.Y-c.Y) < 0.45*v.grid.Size {
			return true
		}
	}
	return false
}

// die draws a tetrahedral die seen from above, radius r, turned by spin;
// a marked die shows its white tip.
func (d *drawing) die(at board.Point, r, spin float64, marked bool) {
	var pts [3]board.Point
	for k := range pts {
		a := spin - math.Pi/2 + float64(k)*2*math.Pi/3
		pts[k] = board.Point{X: at.X + r*math.Cos(a), Y: at.Y + r*math.Sin(a)}
	}
	shades := [3]string{d.pal.die, d.pal.dieSide, "#8a6330"}
	d.c.Save()
	d.c.SetShadow("rgba(0,0,0,0.35)", 0.3*r, 0, 0.1*r)
	for k := range pts {
		d.c.SetFillStyle(shades[k])
		d.c.BeginPath()
		d.c.MoveTo(at.X, at.Y)
		d.c.LineTo(pts[k].X, pts[k].Y)
		d.c.LineTo(pts[(k+1)%3].X, pts[(k+1)%3].Y)
		d.c.ClosePath()
		d.c.Fill()
	}
	d.c.Restore()
	if marked {
		d.c.SetFillStyle(d.pal.dieTip)
		d.c.SetStrokeStyle("rgba(0,0,0,0.5)")
		d.c.SetLineWidth(math.Max(1, 0.05*r))
		d.c.BeginPath()
		d.c.Arc(at.X, at.Y, 0.2*r, 0, 2*math.Pi)
		d.c.Fill()
		d.c.Stroke()
	}
}

// hash scrambles n for the tumbling dice's flicker.
func hash(n int) int {
	x := uint32(n)*2654435761 + 0x9e3779b9
	x ^= x >> 15
	return int(x)
}
