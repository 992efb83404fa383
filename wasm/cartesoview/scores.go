package cartesoview

import (
	"math"
	"strconv"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
	"tessera/wasm/panel"
	"tessera/wasm/words"
)

// scores draws each side's score in the room beside the board, one above
// the other right of it, side by side below it: the side's marker, its
// name, whether it is to play or has won, its claimed stones (and, for
// horizontal, the komi and the total); then the colour a tap places, while
// a person places a stone.
func (d *drawing) scores() {
	r := d.v.room
	if !d.v.right { // below the board: the sides in two columns, the colour under them
		f := panel.TextSize(math.Min(r.W/26, r.H/5.6))
		for p := range 2 {
			d.side(rules.Player(p), board.Rect{X: r.X + float64(p)*r.W/2, Y: r.Y, W: r.W / 2, H: 2.8 * f}, f)
		}
		d.colour(board.Rect{X: r.X, Y: r.Y + 2.8*f, W: r.W, H: 2.8 * f}, f, true)
		return
	}
	// Right of the board, one above the other: 11.6 lines high in all,
	// which a short board (a landscape phone's) may not be.
	f := panel.TextSize(math.Min(r.W/11, r.H/11.6))
	for p := range 2 {
		d.side(rules.Player(p), board.Rect{X: r.X, Y: r.Y + float64(p)*4.2*f, W: r.W, H: 4.2 * f}, f)
	}
	d.colour(board.Rect{X: r.X, Y: r.Y + 8.6*f, W: r.W, H: 3 * f}, f, false)
}

// side draws p's marker, name, state and score in box, with text f pixels
// high.
func (d *drawing) side(p rules.Player, box board.Rect, f float64) {
	x, y := box.X+0.5*f, box.Y+1.1*f
	d.marker(board.Point{X: x + 0.5*f, Y: y}, p, 0.9*f)
	d.c.SetFillStyle(d.pal.text)
	name := words.Title(sideNames[p])
	switch r := d.st.Result(); {
	case r.Over && r.Winner == p:
		name += " · wins"
	case d.st.ToMove() == p:
		name += " · to play"
	}
	panel.Text(d.c, name, x+1.5*f, y, f, true)
	panel.Text(d.c, score(d.st, p), x+1.5*f, y+1.4*f, 0.9*f, false)
}

// score writes p's score: "12", or for horizontal "9 + 6.5 komi = 15.5".
func score(s *carteso.State, p rules.Player) string {
	n := s.Claimed(p)
	if p == rules.First || s.Komi() == 0 {
		return strconv.Itoa(n)
	}
	total := carteso.Tenths(10*n) + s.Komi()
	return strconv.Itoa(n) + " + " + s.Komi().String() + " komi = " + total.String()
}

// colour draws the colour of the stone a tap places, while a person places
// one (SetPlacing): its key's words on the same line (inline) or under it.
func (d *drawing) colour(box board.Rect, f float64, inline bool) {
	if !d.v.place {
		return
	}
	x, y := box.X+0.5*f, box.Y+1.1*f
	col := d.v.Colour()
	d.stone(board.Point{X: x + 0.5*f, Y: y}, col, 0.6*f/d.r)
	d.c.SetFillStyle(d.pal.text)
	if inline {
		panel.Text(d.c, words.Title(col.String())+" stone · c switches", x+1.5*f, y, 0.9*f, true)
		return
	}
	panel.Text(d.c, words.Title(col.String())+" stone", x+1.5*f, y, 0.9*f, true)
	panel.Text(d.c, "c switches", x+1.5*f, y+1.4*f, 0.85*f, false)
}
