package ecalperview

import (
	"math"
	"strconv"
	"unicode/utf8"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/panel"
	"tessera/wasm/words"
)

// The measures a colour's score chips show, in the order that decides a
// game.
const (
	byLargest = iota // the larger largest group wins
	byGroups         // then the fewer groups
	byNothing        // a tie on both: a draw
)

// decider returns which measure currently tells the colours apart.
func decider(sc ecalper.Score) int {
	switch {
	case sc.Black.Largest != sc.White.Largest:
		return byLargest
	case sc.Black.Groups != sc.White.Groups:
		return byGroups
	}
	return byNothing
}

// scores draws both colours' largest group and group count in the room
// beside the board: side by side below it, one above the other right of
// it. Each colour has its stone, its name, whether it is to play or has
// won, then its two chips. The measure that tells the colours apart is
// picked out: a filled chip on the side ahead, an outlined one on the
// other.
func (d *drawing) scores() {
	r := d.v.Room()
	sc := d.st.Score().(ecalper.Score)
	sides := [2]ecalper.Side{sc.Black, sc.White}
	k := decider(sc)
	ahead := rules.NoPlayer
	if k != byNothing {
		ahead = ecalper.Winner(sc)
	}
	if r.W >= r.H {
		// Each side's name and its two chips (about 26 letters' width)
		// in half the width.
		f := panel.TextSize(math.Min(r.H/4.8, r.W/26))
		for p := range sides {
			box := board.Rect{X: r.X + float64(p)*r.W/2, Y: r.Y, W: r.W / 2, H: r.H}
			d.side(rules.Player(p), box, f, sides[p], k, ahead == rules.Player(p))
		}
		return
	}
	f := panel.TextSize(r.W / 10.5)
	for p := range sides {
		box := board.Rect{X: r.X, Y: r.Y + float64(p)*r.H/2, W: r.W, H: r.H / 2}
		d.side(rules.Player(p), box, f, sides[p], k, ahead == rules.Player(p))
	}
}

// side draws one colour's name, state and chips in box, with text f
// pixels high; chip k is picked out, filled when the colour is ahead.
func (d *drawing) side(p rules.Player, box board.Rect, f float64, sd ecalper.Side, k int, ahead bool) {
	pad := 0.5 * f
	x, y := box.X+pad, box.Y+pad+0.6*f
	d.pen.Stone(p, board.Point{X: x + 0.6*f, Y: y}, 0.6*f/(0.68*d.v.Board().R))
	name := words.Title(hexview.Colours[p])
	switch r := d.st.Result(); {
	case r.Over && r.Winner == p:
		name += " · wins"
	case d.st.ToMove() == p:
		name += " · to play"
	}
	d.pen.C.SetFillStyle(d.pen.Pal.Text)
	panel.Text(d.pen.C, name, x+1.8*f, y, f, true)
	y += 1.1 * f
	chips := [2]string{"largest " + strconv.Itoa(sd.Largest), words.Count(sd.Groups, "group")}
	cx := x
	for j, text := range chips {
		w := 0.56*f*float64(utf8.RuneCountInString(text)) + f
		if cx+w > box.X+box.W && j > 0 { // no room on the line: wrap
			cx, y = x, y+1.7*f
		}
		chip := board.Rect{X: cx, Y: y, W: w, H: 1.4 * f}
		panel.Chip{Box: chip, Text: text, F: f, Size: 0.85 * f, Picked: j == k, Filled: j == k && ahead}.Draw(d.pen.C, d.pen.Pal.Chips())
		cx += w + 0.35*f
	}
}
