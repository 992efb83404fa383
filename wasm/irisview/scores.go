package irisview

import (
	"strconv"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/panel"
	"tessera/wasm/words"
)

// scores draws both colours' group scores in the room beside the board:
// side by side below it, one above the other right of it. Each colour has
// its stone, its name, whether it is to play or has won, then its scores
// high to low. The place where the sorted lists first differ, which
// decides the game, is picked out: a filled chip on the side ahead, an
// outlined one on the other.
func (d *drawing) scores() {
	r := d.v.Room()
	lists := [2][]int{d.st.Scores(rules.First), d.st.Scores(rules.Second)}
	k := 0
	for k < len(lists[0]) && k < len(lists[1]) && lists[0][k] == lists[1][k] {
		k++
	}
	ahead := func(p int) bool { return scoreAt(lists[p], k) > scoreAt(lists[1-p], k) }
	if r.W >= r.H {
		f := panel.TextSize(r.H / 4.8)
		for p := range lists {
			box := board.Rect{X: r.X + float64(p)*r.W/2, Y: r.Y, W: r.W / 2, H: r.H}
			d.side(rules.Player(p), box, f, lists[p], k, ahead(p), true)
		}
		return
	}
	f := panel.TextSize(r.W / 10.5)
	y := d.side(rules.First, board.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H / 2}, f, lists[0], k, ahead(0), false)
	d.side(rules.Second, board.Rect{X: r.X, Y: y + f, W: r.W, H: r.Y + r.H - y - f}, f, lists[1], k, ahead(1), false)
}

// scoreAt returns the k-th score of list, 0 past its end.
func scoreAt(list []int, k int) int {
	if k < len(list) {
		return list[k]
	}
	return 0
}

// side draws one colour's name, state and scores in box, with text f
// pixels high, the state after the name (inline) or under it; chip k is
// picked out, filled when ahead. It returns the bottom of what it drew.
func (d *drawing) side(p rules.Player, box board.Rect, f float64, list []int, k int, ahead, inline bool) float64 {
	pad := 0.5 * f
	x, y := box.X+pad, box.Y+pad+0.6*f
	d.pen.Stone(p, board.Point{X: x + 0.6*f, Y: y}, 0.6*f/(0.68*d.v.Board().R))
	state := ""
	switch r := d.st.Result(); {
	case r.Over && r.Winner == p:
		state = "wins"
	case d.st.ToMove() == p:
		state = "to play"
	}
	d.pen.C.SetFillStyle(d.pen.Pal.Text)
	switch {
	case inline && state != "":
		panel.Text(d.pen.C, words.Title(hexview.Colours[p])+" · "+state, x+1.8*f, y, f, true)
	case state != "":
		panel.Text(d.pen.C, words.Title(hexview.Colours[p]), x+1.8*f, y, f, true)
		y += 1.2 * f
		panel.Text(d.pen.C, state, x+1.8*f, y, 0.85*f, false)
	default:
		panel.Text(d.pen.C, words.Title(hexview.Colours[p]), x+1.8*f, y, f, true)
	}
	y += 0.9 * f
	if len(list) == 0 {
		panel.Text(d.pen.C, "no group on the rim", x, y+0.6*f, 0.85*f, false)
		return y + 1.2*f
	}
	w, h, gap := 2*f, 1.4*f, 0.35*f
	perLine := max(1, int((box.W-2*pad+gap)/(w+gap)))
	lines := max(1, int((box.Y+box.H-y+gap)/(h+gap)))
	shown := min(len(list), perLine*lines)
	for j := range shown {
		text := strconv.Itoa(list[j])
		if j == shown-1 && shown < len(list) {
			text = "+" + strconv.Itoa(len(list)-j)
		}
		at := board.Rect{X: x + float64(j%perLine)*(w+gap), Y: y + float64(j/perLine)*(h+gap), W: w, H: h}
		panel.Chip{Box: at, Text: text, F: f, Size: 0.9 * f, Picked: j == k, Filled: j == k && ahead}.Draw(d.pen.C, d.pen.Pal.Chips())
	}
	return y + float64((shown-1)/perLine+1)*(h+gap)
}
