package ecalperview

import (
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
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
	r := d.v.room
	sc := d.st.Score().(ecalper.Score)
	sides := [2]ecalper.Side{sc.Black, sc.White}
	k := decider(sc)
	ahead := rules.NoPlayer
	if k != byNothing {
		ahead = ecalper.Winner(sc)
	}
	if r.W >= r.H {
		f := clamp(r.H / 4.8)
		for p := range sides {
			box := board.Rect{X: r.X + float64(p)*r.W/2, Y: r.Y, W: r.W / 2, H: r.H}
			d.side(rules.Player(p), box, f, sides[p], k, ahead == rules.Player(p))
		}
		return
	}
	f := clamp(r.W / 10.5)
	for p := range sides {
		box := board.Rect{X: r.X, Y: r.Y + float64(p)*r.H/2, W: r.W, H: r.H / 2}
		d.side(rules.Player(p), box, f, sides[p], k, ahead == rules.Player(p))
	}
}

// clamp keeps a text size between 11 and 16 pixels.
func clamp(f float64) float64 { return math.Min(16, math.Max(11, f)) }

// side draws one colour's name, state and chips in box, with text f
// pixels high; chip k is picked out, filled when the colour is ahead.
func (d *drawing) side(p rules.Player, box board.Rect, f float64, sd ecalper.Side, k int, ahead bool) {
	pad := 0.5 * f
	x, y := box.X+pad, box.Y+pad+0.6*f
	d.pen.Stone(p, board.Point{X: x + 0.6*f, Y: y}, 0.6*f/(0.68*d.v.b.R))
	name := title(names[p])
	switch r := d.st.Result(); {
	case r.Over && r.Winner == p:
		name += " · wins"
	case d.st.ToMove() == p:
		name += " · to play"
	}
	d.pen.C.SetFillStyle(d.pen.Pal.Text)
	d.text(name, x+1.8*f, y, f, true)
	y += 1.1 * f
	chips := [2]string{"largest " + strconv.Itoa(sd.Largest), groupsWord(sd.Groups)}
	cx := x
	for j, text := range chips {
		w := 0.56*f*float64(utf8.RuneCountInString(text)) + f
		if cx+w > box.X+box.W && j > 0 { // no room on the line: wrap
			cx, y = x, y+1.7*f
		}
		d.chip(board.Rect{X: cx, Y: y, W: w, H: 1.4 * f}, text, f, j == k, j == k && ahead)
		cx += w + 0.35*f
	}
}

// groupsWord writes a group count: "1 group", "3 groups".
func groupsWord(n int) string {
	if n == 1 {
		return "1 group"
	}
	return fmt.Sprintf("%d groups", n)
}

// chip draws one measure in a rounded box: plain, outlined when picked
// out, filled when picked out on the side ahead.
func (d *drawing) chip(r board.Rect, text string, f float64, picked, filled bool) {
	c, pal := d.pen.C, d.pen.Pal
	c.BeginPath()
	c.RoundRect(r.X, r.Y, r.W, r.H, 0.3*f)
	c.SetFillStyle(pal.Tile)
	if filled {
		c.SetFillStyle(pal.Glow)
	}
	c.Fill()
	if picked {
		c.SetStrokeStyle(pal.Glow)
		c.SetLineWidth(math.Max(2, 0.15*f))
		c.Stroke()
	}
	c.SetFillStyle(pal.ChipText)
	d.font(0.85*f, picked)
	c.FillText(text, r.X+r.W/2, r.Y+r.H/2)
}

// text writes s with its left end at x, centred on y, in the current
// fill colour, f pixels high. (The canvas centres text: its width is
// estimated.)
func (d *drawing) text(s string, x, y, f float64, bold bool) {
	d.font(f, bold)
	d.pen.C.FillText(s, x+0.26*f*float64(utf8.RuneCountInString(s)), y)
}

// font sets the text font, f pixels high.
func (d *drawing) font(f float64, bold bool) {
	weight := ""
	if bold {
		weight = "bold "
	}
	d.pen.C.SetFont(weight + strconv.Itoa(int(f)) + "px system-ui, sans-serif")
}
