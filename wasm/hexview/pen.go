package hexview

import (
	"math"
	"strconv"

	"tessera/rules"
	"tessera/wasm/board"
)

// The sizes of what a Pen draws, in circumradii.
const (
	tileScale   = 0.93 // a cell's tile, leaving a seam of the plate between tiles
	stoneRadius = 0.68 // a stone, leaving the tile's colour round it
	platePad    = 0.9  // how far the plate reaches past the outer tiles: room for the labels
)

// Margin is the margin, in circumradii, that Fit must leave round the board
// for its plate and labels.
const Margin = 1.4

// Pen draws one frame of a laid-out board on a canvas in a palette.
type Pen struct {
	B   *Board
	C   board.Canvas
	Pal Palette
}

// path begins a path round cell i's hexagon scaled by scale.
func (p Pen) path(i int, scale float64) {
	pts := p.B.Corners(i, scale)
	p.C.BeginPath()
	p.C.MoveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.C.LineTo(q.X, q.Y)
	}
	p.C.ClosePath()
}

// Plate draws the board's backing, a flat-topped hexagon round every
// tile, with a soft shadow.
func (p Pen) Plate() {
	n := float64(p.B.hex.Side() - 1)
	// The top row's pointed tops are 1.5n+1 circumradii above the middle:
	// the plate's apothem must pass them.
	rad := (1.5*n + 1 + platePad) * 2 / sqrt3 * p.B.R
	c := p.B.Middle
	p.C.Save()
	p.C.SetShadow("rgba(0,0,0,0.35)", 0.6*p.B.R, 0, 0.15*p.B.R)
	p.C.SetFillStyle(p.Pal.Plate)
	p.C.BeginPath()
	for k := range 6 {
		a := float64(k) * math.Pi / 3
		if k == 0 {
			p.C.MoveTo(c.X+rad*math.Cos(a), c.Y+rad*math.Sin(a))
			continue
		}
		p.C.LineTo(c.X+rad*math.Cos(a), c.Y+rad*math.Sin(a))
	}
	p.C.ClosePath()
	p.C.Fill()
	p.C.Restore()
}

// Tile fills cell i's tile with fill.
func (p Pen) Tile(i int, fill string) {
	p.C.SetFillStyle(fill)
	p.path(i, tileScale)
	p.C.Fill()
}

// Veil lays the palette's veil over cell i's tile: out of play for now.
func (p Pen) Veil(i int) { p.Tile(i, p.Pal.Veil) }

// Outline strokes cell i's hexagon in color, width circumradii wide.
func (p Pen) Outline(i int, color string, width float64) {
	p.C.SetStrokeStyle(color)
	p.C.SetLineWidth(width * p.B.R)
	p.path(i, tileScale-width/2)
	p.C.Stroke()
}

// Stone draws a stone of pl centred at at, scale times the usual size:
// black's is plain and dark, white's light with a dark ring, so colour is
// never the only difference.
func (p Pen) Stone(pl rules.Player, at board.Point, scale float64) {
	r := stoneRadius * p.B.R * scale
	light, deep := p.Pal.Black, p.Pal.BlackDeep
	if pl == rules.Second {
		light, deep = p.Pal.White, p.Pal.WhiteDeep
	}
	p.C.Save()
	p.C.SetShadow("rgba(0,0,0,0.45)", 0.35*r, 0, 0.1*r)
	p.C.SetRadialGradient(at.X-0.3*r, at.Y-0.35*r, 0.1*r, at.X, at.Y, r,
		board.Stop{Offset: 0, Color: light}, board.Stop{Offset: 1, Color: deep})
	p.C.BeginPath()
	p.C.Arc(at.X, at.Y, r, 0, 2*math.Pi)
	p.C.Fill()
	p.C.Restore()
	if pl == rules.Second {
		p.C.SetStrokeStyle(p.Pal.WhiteRing)
		p.C.SetLineWidth(0.11 * r)
		p.C.BeginPath()
		p.C.Arc(at.X, at.Y, 0.55*r, 0, 2*math.Pi)
		p.C.Stroke()
	}
}

// StoneOn draws a stone of pl on cell i, scale times the usual size.
func (p Pen) StoneOn(pl rules.Player, i int, scale float64) {
	p.Stone(pl, p.B.Center(i), scale)
}

// Ghost draws a faint stone of pl on cell i with a dashed edge in the
// text colour: where a stone must go.
func (p Pen) Ghost(pl rules.Player, i int) {
	at := p.B.Center(i)
	p.C.SetGlobalAlpha(0.55)
	p.Stone(pl, at, 1)
	p.C.SetGlobalAlpha(1)
	p.circle(i, p.Pal.Text, stoneRadius+0.06, 0.08, true)
}

// Last marks the stone on cell i as one of the last turn's: a small
// square in the middle, outlined so it shows on either colour.
func (p Pen) Last(i int) {
	at := p.B.Center(i)
	s := 0.26 * p.B.R
	p.C.SetFillStyle(p.Pal.Last)
	p.C.SetStrokeStyle("rgba(0,0,0,0.6)")
	p.C.SetLineWidth(0.04 * p.B.R)
	p.C.BeginPath()
	p.C.RoundRect(at.X-s/2, at.Y-s/2, s, s, 0.04*p.B.R)
	p.C.Fill()
	p.C.Stroke()
}

// Target marks cell i as a place to play: a dot.
func (p Pen) Target(i int) {
	at := p.B.Center(i)
	p.C.SetFillStyle(p.Pal.Target)
	p.C.SetGlobalAlpha(0.85)
	p.C.BeginPath()
	p.C.Arc(at.X, at.Y, 0.18*p.B.R, 0, 2*math.Pi)
	p.C.Fill()
	p.C.SetGlobalAlpha(1)
}

// Selected rings cell i's stone: it is picked, its targets are shown.
func (p Pen) Selected(i int) { p.circle(i, p.Pal.Target, stoneRadius+0.08, 0.1, false) }

// Forbidden marks cell i as ruled out: a small barred circle.
func (p Pen) Forbidden(i int) {
	at := p.B.Center(i)
	r := 0.3 * p.B.R
	p.circle(i, p.Pal.Forbidden, 0.3, 0.08, false)
	d := r / math.Sqrt2
	p.C.BeginPath()
	p.C.MoveTo(at.X-d, at.Y-d)
	p.C.LineTo(at.X+d, at.Y+d)
	p.C.Stroke()
}

// Cursor outlines cell i, the keyboard cursor's, with a dashed line.
func (p Pen) Cursor(i int) {
	p.C.SetLineDash(0.2*p.B.R, 0.12*p.B.R)
	p.Outline(i, p.Pal.Cursor, math.Max(0.09, 2/p.B.R))
	p.C.SetLineDash()
}

// circle strokes a circle of radius r (circumradii) round cell i's centre,
// w circumradii wide, dashed or not.
func (p Pen) circle(i int, color string, r, w float64, dashed bool) {
	at := p.B.Center(i)
	p.C.SetStrokeStyle(color)
	p.C.SetLineWidth(w * p.B.R)
	if dashed {
		p.C.SetLineDash(0.15*p.B.R, 0.1*p.B.R)
	}
	p.C.BeginPath()
	p.C.Arc(at.X, at.Y, r*p.B.R, 0, 2*math.Pi)
	p.C.Stroke()
	if dashed {
		p.C.SetLineDash()
	}
}

// Labels writes on the plate the row numbers left of each row and the
// column letters below each column's lowest cell, a step further along
// the column; nothing when the board is drawn without its coordinates.
func (p Pen) Labels() {
	if p.B.bare {
		return
	}
	hex := p.B.hex
	last := 2*hex.Side() - 2
	p.C.SetFillStyle(p.Pal.PlateText)
	p.C.SetFont(strconv.Itoa(int(math.Max(9, 0.55*p.B.R))) + "px system-ui, sans-serif")
	for r := 0; r <= last; r++ {
		q := max(0, r-(hex.Side()-1))
		at := p.B.At(float64(q)-1, float64(r))
		p.C.FillText(strconv.Itoa(r+1), at.X, at.Y)
	}
	for q := 0; q <= last; q++ {
		r := max(0, q-(hex.Side()-1))
		at := p.B.At(float64(q), float64(r)-0.8)
		p.C.FillText(string(rune('a'+q)), at.X, at.Y)
	}
}
