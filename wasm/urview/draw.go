package urview

import (
	"math"
	"strconv"

	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
)

// drawing is one frame being drawn.
type drawing struct {
	v   *View
	c   board.Canvas
	s   *board.Scene
	st  *ur.State
	pal palette
	u   float64 // a cell's side in pixels
}

// Draw draws the scene: frame, squares, last move, pools, the squares'
// names, pieces, highlights, a dragged piece, the dice and the cursor.
func (v *View) Draw(c board.Canvas, s *board.Scene) {
	d := &drawing{v: v, c: c, s: s, st: state(s.Pos), pal: lightPalette, u: v.grid.Size}
	if s.Dark {
		d.pal = darkPalette
	}
	d.frame()
	d.squares()
	board.GroundDrawn(c)
	d.lastMove()
	d.pools()
	d.names()
	d.pieces()
	d.highlights()
	d.moving()
	d.drawDice()
	d.cursor()
}

// cellRect returns the top-left corner and size of the rectangle covering
// the cells from (c0, r0) to (c1, r1), grown by pad cells on every side.
func (d *drawing) cellRect(c0, r0, c1, r1 int, pad float64) (x, y, w, h float64) {
	a := d.v.grid.Center(float64(c0), float64(r0))
	b := d.v.grid.Center(float64(c1), float64(r1))
	half := (0.5 + pad) * d.u
	x, y = math.Min(a.X, b.X)-half, math.Min(a.Y, b.Y)-half
	return x, y, math.Abs(a.X-b.X) + 2*half, math.Abs(a.Y-b.Y) + 2*half
}

// frame draws the inlaid box: the big block, the bridge and the small block.
func (d *drawing) frame() {
	blocks := [][4]int{{0, 0, 2, 3}, {1, 3, 1, 6}, {0, 6, 2, 7}}
	d.c.Save()
	d.c.SetShadow("rgba(0,0,0,0.35)", 0.25*d.u, 0, 0.06*d.u)
	d.c.SetFillStyle(d.pal.frameEdge)
	for _, b := range blocks {
		x, y, w, h := d.cellRect(b[0], b[1], b[2], b[3], 0.12)
		d.c.BeginPath()
		d.c.RoundRect(x, y, w, h, 0.14*d.u)
		d.c.Fill()
	}
	d.c.Restore()
	d.c.SetFillStyle(d.pal.frame)
	for _, b := range blocks {
		x, y, w, h := d.cellRect(b[0], b[1], b[2], b[3], 0.08)
		d.c.BeginPath()
		d.c.RoundRect(x, y, w, h, 0.1*d.u)
		d.c.Fill()
	}
}

// onBoard says whether c is a board square (not a pool).
func onBoard(c ur.Cell) bool {
	_, _, pool := isPool(c)
	return !pool
}

// eachCell calls f for every cell of the grid.
func eachCell(f func(c ur.Cell)) {
	for i := range len(cols) {
		for row := range 8 {
			f(ur.Cell{Col: cols[i], Row: row})
		}
	}
}

// squares draws the twenty squares: rosettes and patterned ones.
func (d *drawing) squares() {
	eachCell(func(c ur.Cell) {
		if !onBoard(c) {
			return
		}
		p := d.v.center(c)
		s := 0.9 * d.u
		d.c.SetLinearGradient(p.X, p.Y-s/2, p.X, p.Y+s/2,
			board.Stop{Offset: 0, Color: d.pal.square}, board.Stop{Offset: 1, Color: d.pal.squareEdge})
		d.c.BeginPath()
		d.c.RoundRect(p.X-s/2, p.Y-s/2, s, s, 0.07*d.u)
		d.c.Fill()
		if ur.IsRosette(c) {
			d.rosette(p)
		} else {
			d.eyes(p, c.Row%2 == 0)
		}
	})
}

// names writes each square's name, as the notation spells it, small in
// its top-left corner as the player sees it, unless the coordinates are
// hidden. A piece on the square leaves the name in view. The pools keep
// their words ("start", "home") and counts.
func (d *drawing) names() {
	if d.v.bare {
		return
	}
	d.c.SetFillStyle(d.pal.pattern)
	eachCell(func(c ur.Cell) {
		if onBoard(c) {
			p := d.v.center(c)
			d.label(c.String(), board.Point{X: p.X - 0.32*d.u, Y: p.Y - 0.345*d.u}, 0.14, false)
		}
	})
}

// rosette draws an eight-petalled flower.
func (d *drawing) rosette(p board.Point) {
	r := 0.36 * d.u
	d.c.SetFillStyle(d.pal.petal)
	for i := range 8 {
		a := float64(i) * math.Pi / 4
		d.c.BeginPath()
		d.c.Ellipse(p.X+math.Cos(a)*r*0.5, p.Y+math.Sin(a)*r*0.5, r*0.5, r*0.2, a, 0, 2*math.Pi)
		d.c.Fill()
	}
	d.c.SetFillStyle(d.pal.square)
	d.c.BeginPath()
	d.c.Arc(p.X, p.Y, r*0.3, 0, 2*math.Pi)
	d.c.Fill()
	d.c.SetFillStyle(d.pal.centre)
	d.c.BeginPath()
	d.c.Arc(p.X, p.Y, r*0.2, 0, 2*math.Pi)
	d.c.Fill()
}

// eyes draws the plain squares' inlay: four small rings with dots, or a
// quincunx of dots, alternating down the board.
func (d *drawing) eyes(p board.Point, rings bool) {
	off := 0.2 * d.u
	d.c.SetStrokeStyle(d.pal.pattern)
	d.c.SetFillStyle(d.pal.pattern)
	d.c.SetLineWidth(0.025 * d.u)
	for _, o := range [][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}} {
		x, y := p.X+o[0]*off, p.Y+o[1]*off
		if rings && o != [2]float64{0, 0} {
			d.c.BeginPath()
			d.c.Arc(x, y, 0.07*d.u, 0, 2*math.Pi)
			d.c.Stroke()
		}
		d.c.BeginPath()
		d.c.Arc(x, y, 0.03*d.u, 0, 2*math.Pi)
		d.c.Fill()
	}
}

// lastMove tints the cells of the last turn's moves.
func (d *drawing) lastMove() {
	d.c.SetFillStyle(d.pal.last)
	for _, pk := range d.s.Last {
		for _, cell := range []string{pk.From, pk.To} {
			if p, ok := d.v.CellCenter(cell); ok {
				s := 0.9 * d.u
				d.c.BeginPath()
				d.c.RoundRect(p.X-s/2, p.Y-s/2, s, s, 0.07*d.u)
				d.c.Fill()
			}
		}
	}
}

// hidden counts the pieces of p to leave out at cell: those still on
// their way there, and one being dragged from it.
func (d *drawing) hidden(p rules.Player, cell string) int {
	n := 0
	for _, a := range d.s.Anims {
		if a.Player == p && a.To == cell && !a.Done(d.s.Now) {
			n++
		}
	}
	if d.s.Drag != nil && d.s.Selected == cell && p == d.st.ToMove() {
		n++
	}
	return n
}

// pieces draws the pieces standing on the board.
func (d *drawing) pieces() {
	eachCell(func(c ur.Cell) {
		p := d.st.Occupant(c)
		if p == rules.NoPlayer || d.hidden(p, c.String()) > 0 {
			return
		}
		d.piece(p, d.v.center(c), 0.34*d.u)
	})
}

// moving draws the pieces in flight, then the dragged one on top.
func (d *drawing) moving() {
	for i := len(d.s.Anims) - 1; i >= 0; i-- {
		a := d.s.Anims[i]
		if a.Done(d.s.Now) {
			continue
		}
		from, _ := d.v.CellCenter(a.From)
		to, _ := d.v.CellCenter(a.To)
		t := a.Progress(d.s.Now)
		if !a.Started(d.s.Now) {
			t = 0
		}
		at := board.Lerp(from, to, t)
		lift := 1 + 0.15*math.Sin(t*math.Pi)
		d.piece(a.Player, at, 0.34*d.u*lift)
	}
	if d.s.Drag != nil && d.s.Selected != "" {
		d.piece(d.st.ToMove(), *d.s.Drag, 0.38*d.u)
	}
}

// piece draws one piece of p centred at at with radius r: left's are round
// and light with five dots, right's square and dark with a ringed centre.
func (d *drawing) piece(p rules.Player, at board.Point, r float64) {
	c := d.c
	c.Save()
	c.SetShadow("rgba(0,0,0,0.45)", 0.35*r, 0, 0.12*r)
	if p == rules.First {
		c.SetRadialGradient(at.X-0.3*r, at.Y-0.35*r, 0.1*r, at.X, at.Y, r,
			board.Stop{Offset: 0, Color: d.pal.light}, board.Stop{Offset: 1, Color: d.pal.lightDeep})
		c.BeginPath()
		c.Arc(at.X, at.Y, r, 0, 2*math.Pi)
		c.Fill()
		c.Restore()
		c.SetStrokeStyle("rgba(60,45,25,0.7)")
		c.SetLineWidth(0.06 * r)
		c.Stroke()
		c.SetFillStyle(d.pal.lightMark)
		for _, o := range [][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}} {
			c.BeginPath()
			c.Arc(at.X+o[0]*0.42*r, at.Y+o[1]*0.42*r, 0.12*r, 0, 2*math.Pi)
			c.Fill()
		}
		return
	}
	s := 1.7 * r
	c.SetRadialGradient(at.X-0.3*r, at.Y-0.35*r, 0.1*r, at.X, at.Y, 1.2*r,
		board.Stop{Offset: 0, Color: d.pal.dark}, board.Stop{Offset: 1, Color: d.pal.darkDeep})
	c.BeginPath()
	c.RoundRect(at.X-s/2, at.Y-s/2, s, s, 0.3*r)
	c.Fill()
	c.Restore()
	c.SetStrokeStyle("rgba(0,0,0,0.8)")
	c.SetLineWidth(0.06 * r)
	c.Stroke()
	c.SetStrokeStyle(d.pal.darkMark)
	c.SetLineWidth(0.1 * r)
	c.BeginPath()
	c.Arc(at.X, at.Y, 0.45*r, 0, 2*math.Pi)
	c.Stroke()
	c.SetFillStyle(d.pal.darkMark)
	c.BeginPath()
	c.Arc(at.X, at.Y, 0.15*r, 0, 2*math.Pi)
	c.Fill()
}

// label draws text in the board's text colour at size em (in cells).
func (d *drawing) label(text string, at board.Point, em float64, bold bool) {
	weight := ""
	if bold {
		weight = "bold "
	}
	d.c.SetFont(weight + strconv.Itoa(int(math.Max(9, em*d.u))) + "px system-ui, sans-serif")
	d.c.FillText(text, at.X, at.Y)
}
