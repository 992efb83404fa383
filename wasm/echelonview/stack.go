package echelonview

import (
	"math"
	"strconv"

	"tessera/rules"
	"tessera/wasm/board"
)

// The sizes of a stack's coins, in circumradii.
const (
	discRadius = 0.56 // red's coin, a disc
	squareHalf = 0.5  // half the side of blue's coin, a rounded square
	corner     = 0.16 // the rounding of blue's corners
	thickness  = 0.1  // how much of a coin's side shows under its face
	layerRise  = 0.19 // how far each layer stands above the one under it
	maxRise    = 0.7  // the most a whole stack rises: taller stacks pack closer
	ringRadius = 0.76 // the rings round a stack's top coin
)

// rise returns how far each layer of a stack of h stands above the one
// under it, in pixels.
func (d *drawing) rise(h int) float64 {
	if h <= 1 {
		return 0
	}
	return math.Min(layerRise, maxRise/float64(h-1)) * d.pen.B.R
}

// layer returns the centre of the face of layer k (0 the bottom) of a
// stack of h on cell i: the pile is centred on the cell.
func (d *drawing) layer(i, k, h int) board.Point {
	c := d.pen.B.Center(i)
	up := d.rise(h)
	mid := float64(max(h, 1)-1) / 2
	return board.Point{X: c.X, Y: c.Y + (mid-float64(k))*up - thickness/2*d.pen.B.R}
}

// top returns the centre of the top coin's face on cell i of height h, or
// of the cell itself when it holds no piece.
func (d *drawing) top(i, h int) board.Point {
	if h == 0 {
		return d.pen.B.Center(i)
	}
	return d.layer(i, h-1, h)
}

// pile draws the coins of stack (bottom to top) on cell i, bottom first,
// with the stack's height on the top coin when it is two or more.
func (d *drawing) pile(i int, stack []rules.Player) {
	h := len(stack)
	for k, p := range stack {
		d.coin(p, d.layer(i, k, h), 1)
	}
	if h >= 2 {
		at := d.layer(i, h-1, h)
		d.pen.C.SetFillStyle(d.col.mark[stack[h-1]])
		d.pen.C.SetFont("bold " + strconv.Itoa(int(math.Max(9, 0.5*d.pen.B.R))) + "px system-ui, sans-serif")
		d.pen.C.FillText(strconv.Itoa(h), at.X, at.Y)
	}
}

// coin draws one piece of p with its face centred at at, scale times the
// usual size: its side, a shade darker, shows under the face. Red's is a
// plain disc, blue's a rounded square with a ring on its face.
func (d *drawing) coin(p rules.Player, at board.Point, scale float64) {
	c, r := d.pen.C, d.pen.B.R*scale
	c.SetFillStyle(d.col.side[p])
	d.shape(p, board.Point{X: at.X, Y: at.Y + thickness*r}, r)
	c.Fill()
	c.SetStrokeStyle("rgba(0,0,0,0.7)")
	c.SetLineWidth(0.03 * r)
	c.Stroke()
	c.SetRadialGradient(at.X-0.2*r, at.Y-0.25*r, 0.05*r, at.X, at.Y, 0.7*r,
		board.Stop{Offset: 0, Color: d.col.face[p]}, board.Stop{Offset: 1, Color: d.col.deep[p]})
	d.shape(p, at, r)
	c.Fill()
	c.SetStrokeStyle("rgba(0,0,0,0.55)")
	c.SetLineWidth(0.03 * r)
	c.Stroke()
	if p == rules.Second {
		c.SetStrokeStyle(d.col.mark[p])
		c.SetLineWidth(0.06 * r)
		c.BeginPath()
		c.Arc(at.X, at.Y, 0.3*r, 0, 2*math.Pi)
		c.Stroke()
	}
}

// shape begins the path of p's coin centred at at, r pixels to the
// circumradius.
func (d *drawing) shape(p rules.Player, at board.Point, r float64) {
	d.pen.C.BeginPath()
	if p == rules.First {
		d.pen.C.Arc(at.X, at.Y, discRadius*r, 0, 2*math.Pi)
		return
	}
	s := 2 * squareHalf * r
	d.pen.C.RoundRect(at.X-s/2, at.Y-s/2, s, s, corner*r)
}

// ring strokes a circle round point at, radius circumradii wide, width
// circumradii thick, dashed or not.
func (d *drawing) ring(at board.Point, color string, radius, width float64, dashed bool) {
	r := d.pen.B.R
	d.pen.C.SetStrokeStyle(color)
	d.pen.C.SetLineWidth(width * r)
	if dashed {
		d.pen.C.SetLineDash(0.16*r, 0.1*r)
	}
	d.pen.C.BeginPath()
	d.pen.C.Arc(at.X, at.Y, radius*r, 0, 2*math.Pi)
	d.pen.C.Stroke()
	if dashed {
		d.pen.C.SetLineDash()
	}
}
