package cartesoview

import (
	"math"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
	"tessera/wasm/panel"
)

// drawing is one frame being drawn.
type drawing struct {
	v      *View
	c      board.Canvas
	pal    palette
	s      *board.Scene
	st     *carteso.State
	groups []carteso.Group
	r      float64 // a stone's radius
}

// Draw draws the scene: the plate, its lines and coordinates, the targets,
// the stones with their groups' hatches and claim markers, the last
// move's mark, the hovered group's span, the cursor and the scores.
func (v *View) Draw(c board.Canvas, sc *board.Scene) {
	st := v.use(sc.Pos)
	d := &drawing{v: v, c: c, pal: paletteFor(sc.Dark), s: sc, st: st, groups: st.Groups(), r: 0.46 * v.grid.Size}
	d.plate()
	board.GroundDrawn(c)
	d.targets()
	d.stones()
	d.marks()
	d.span()
	d.scores()
}

// at returns where point p is drawn.
func (d *drawing) at(p carteso.Point) board.Point { return d.v.centre(p) }

// plate draws the board, its lines through the points and the coordinates:
// letters below, numbers left.
func (d *drawing) plate() {
	g, c, n := d.v.grid, d.c, d.st.Size()
	c.BeginPath()
	c.RoundRect(g.Origin.X-margin*g.Size, g.Origin.Y-margin*g.Size, (float64(n)+2*margin)*g.Size, (float64(n)+2*margin)*g.Size, 0.3*g.Size)
	c.SetFillStyle(d.pal.plate)
	c.Fill()
	c.SetStrokeStyle(d.pal.plateEdge)
	c.SetLineWidth(2)
	c.Stroke()
	c.BeginPath()
	for i := range n {
		a, b := d.at(carteso.At(i, 0)), d.at(carteso.At(i, n-1))
		c.MoveTo(a.X, a.Y)
		c.LineTo(b.X, b.Y)
		a, b = d.at(carteso.At(0, i)), d.at(carteso.At(n-1, i))
		c.MoveTo(a.X, a.Y)
		c.LineTo(b.X, b.Y)
	}
	c.SetStrokeStyle(d.pal.line)
	c.SetLineWidth(math.Max(1, 0.03*g.Size))
	c.Stroke()
	d.coords()
}

// coords writes the coordinates beside the first row and column: letters
// below and numbers left, or above and right on a flipped board; none
// when they are hidden.
func (d *drawing) coords() {
	if d.v.bare {
		return
	}
	g, c, n := d.v.grid, d.c, d.st.Size()
	off := 0.92 * g.Size
	if d.v.flip {
		off = -off
	}
	c.SetFillStyle(d.pal.label)
	panel.Font(d.c, math.Min(0.42*g.Size, 15), false)
	for i := range n {
		bottom, left := d.at(carteso.At(i, 0)), d.at(carteso.At(0, i))
		name := carteso.At(i, i).String()
		c.FillText(name[:1], bottom.X, bottom.Y+off)
		c.FillText(name[1:], left.X-off, left.Y)
	}
}

// targets marks the points the page offers as targets.
func (d *drawing) targets() {
	for _, t := range d.s.Targets {
		if p, ok := d.v.point(t); ok && d.st.At(p) == carteso.NoColour {
			at := d.at(p)
			d.c.BeginPath()
			d.c.Arc(at.X, at.Y, 0.18*d.v.grid.Size, 0, 2*math.Pi)
			d.c.SetFillStyle(d.pal.target)
			d.c.Fill()
		}
	}
}

// stones draws every group's stones, each with its owner's hatch, and the
// claimer's marker on a claimed group's first stone. A stone still
// appearing grows into place.
func (d *drawing) stones() {
	for _, g := range d.groups {
		for _, p := range g.Stones {
			scale := 1.0
			for _, a := range d.s.Anims {
				if a.To == p.String() && !a.Done(d.s.Now) {
					scale = a.Progress(d.s.Now)
				}
			}
			if scale <= 0 {
				continue
			}
			d.stone(d.at(p), g.Colour, scale)
			d.hatch(d.at(p), g, scale)
		}
		if g.Claimer != rules.NoPlayer {
			d.marker(d.at(g.Stones[0]), g.Claimer, d.r)
		}
	}
}

// stone draws a stone of colour col at p: black plain (its edge drawn,
// for a dark page), white with a ring.
func (d *drawing) stone(p board.Point, col carteso.Colour, scale float64) {
	c, r := d.c, d.r*scale
	c.BeginPath()
	c.Arc(p.X, p.Y, r, 0, 2*math.Pi)
	if col == carteso.Black {
		c.SetFillStyle(d.pal.black)
		c.Fill()
		c.SetStrokeStyle(d.pal.blackEdge)
		c.SetLineWidth(1)
		c.Stroke()
		return
	}
	c.SetFillStyle(d.pal.white)
	c.Fill()
	c.SetStrokeStyle(d.pal.whiteRing)
	c.SetLineWidth(math.Max(1, 0.1*r))
	c.Stroke()
	c.BeginPath()
	c.Arc(p.X, p.Y, 0.72*r, 0, 2*math.Pi)
	c.SetLineWidth(math.Max(1, 0.05*r))
	c.Stroke()
}

// hatch strokes three chords across the stone at p in the direction of its
// group's side: the claimer's, bold, for a claimed group, else the
// owner's, faint (none for a square group before any placement); lighter
// on a black stone.
func (d *drawing) hatch(p board.Point, g carteso.Group, scale float64) {
	side, bold := g.Owner, g.Claimer != rules.NoPlayer
	if bold {
		side = g.Claimer
	}
	if side == rules.NoPlayer {
		return
	}
	colours := [2][2][2]string{{d.pal.faint, d.pal.sides}, {d.pal.brightFaint, d.pal.bright}}
	width := 0.07
	if bold {
		width = 0.12
	}
	c, r := d.c, 0.62*d.r*scale
	c.BeginPath()
	for _, off := range []float64{-0.55, 0, 0.55} {
		half := r * math.Sqrt(1-off*off)
		if side == rules.First { // vertical: up-down strokes
			c.MoveTo(p.X+off*r, p.Y-half)
			c.LineTo(p.X+off*r, p.Y+half)
		} else {
			c.MoveTo(p.X-half, p.Y+off*r)
			c.LineTo(p.X+half, p.Y+off*r)
		}
	}
	c.SetStrokeStyle(colours[b2i(g.Colour == carteso.Black)][b2i(bold)][side])
	c.SetLineWidth(math.Max(1, width*d.r))
	c.Stroke()
}

// marker draws side's claim marker, r pixels in radius, at p: a bar
// standing up for vertical, lying down for horizontal, in the side's
// colour.
func (d *drawing) marker(p board.Point, side rules.Player, r float64) {
	long, short := 1.3*r, 0.5*r
	w, h := short, long
	if side == rules.Second {
		w, h = long, short
	}
	c := d.c
	c.BeginPath()
	c.RoundRect(p.X-w/2, p.Y-h/2, w, h, 0.15*r)
	c.SetFillStyle(d.pal.sides[side])
	c.Fill()
	c.SetStrokeStyle(d.pal.white)
	c.SetLineWidth(math.Max(1, 0.08*r))
	c.Stroke()
}

// marks draws the last turn's stone marks and the keyboard cursor.
func (d *drawing) marks() {
	c, size := d.c, d.v.grid.Size
	for _, pk := range d.s.Last {
		if p, ok := d.v.point(pk.To); ok && d.st.At(p) != carteso.NoColour {
			at := d.at(p)
			c.BeginPath()
			c.Arc(at.X, at.Y, 1.08*d.r, 0, 2*math.Pi)
			c.SetStrokeStyle(d.pal.last)
			c.SetLineWidth(math.Max(2, 0.1*size))
			c.Stroke()
		}
	}
	if p, ok := d.v.point(d.s.Cursor); ok {
		at := d.at(p)
		c.BeginPath()
		c.RoundRect(at.X-size/2, at.Y-size/2, size, size, 0.15*size)
		c.SetStrokeStyle(d.pal.cursor)
		c.SetLineWidth(math.Max(2, 0.08*size))
		c.Stroke()
	}
}

// b2i returns 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
