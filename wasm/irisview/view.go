package irisview

import (
	"tessera/rules"
	"tessera/rules/hexhex"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// View draws Iris and speaks of it; its zero value is ready after Layout.
// It lays the board out for the side of the last position it was given
// (side 7 until then), so a new game of another side is drawn right.
type View struct {
	hexview.Frame[spec]
	hues []int // cell -> its rim hue in degrees, -1 for gray, for len(hues) cells
}

// spec is Iris's board layout for hexview.Frame.
type spec struct{ hexview.ScoresRoom }

// Default returns the board of Iris's default side.
func (spec) Default() *hexhex.Board { return iris.LayoutOf(iris.DefaultSize).Hex() }

var (
	_ play.View     = (*View)(nil)
	_ play.Prompter = (*View)(nil)
	_ play.Shaped   = (*View)(nil)
)

// use returns pos as Iris's position, laying the board out again first
// if pos is of another side.
func (v *View) use(pos rules.Position) *iris.State {
	s := pos.(*iris.State)
	v.Use(s.Layout().Hex())
	return s
}

// rimHues returns each cell's rim hue in degrees, -1 for gray, on the
// board laid out.
func (v *View) rimHues() []int {
	if b := v.Board(); len(v.hues) != b.Hex().Len() {
		v.hues = rainbow(b)
	}
	return v.hues
}

// Aspect returns the canvas shapes that suit the board with its scores:
// about 4:3 with the scores right of it (beside the page's panel), a
// little taller than wide with them below (on a phone).
func (v *View) Aspect() (wide, tall float64) { return 4.0 / 3, 0.9 }

// OnDice is always false: Iris has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Iris has no dice.
func (v *View) Chance() play.Chance { return nil }
