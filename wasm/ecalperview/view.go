package ecalperview

import (
	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/hexhex"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// View draws Ecalper and speaks of it; its zero value is ready after
// Layout. It lays the board out for the side of the last position it was
// given (side 7 until then), so a new game of another side is drawn right.
type View struct {
	hexview.Frame[spec]
	lit bool // light both colours' largest groups during play
}

// spec is Ecalper's board layout for hexview.Frame.
type spec struct{ hexview.ScoresRoom }

// Default returns the board of Ecalper's default side.
func (spec) Default() *hexhex.Board {
	hex, _ := hexhex.New(ecalper.DefaultSize) // a valid side: no error
	return hex
}

// LightLargest turns on or off the lighting of both colours' largest
// groups while the game goes on (a button's "show largest groups"); once
// the game is over the deciding groups are lit whatever it says.
func (v *View) LightLargest(on bool) { v.lit = on }

var (
	_ play.View           = (*View)(nil)
	_ play.Prompter       = (*View)(nil)
	_ play.Shaped         = (*View)(nil)
	_ play.LargestLighter = (*View)(nil)
)

// use returns pos as Ecalper's position, laying the board out again first
// if pos is of another side.
func (v *View) use(pos rules.Position) *ecalper.State {
	s := pos.(*ecalper.State)
	v.Use(s.Board())
	return s
}

// Aspect returns the canvas shapes that suit the board with its scores:
// about 4:3 with the scores right of it (beside the page's panel), a
// little taller than wide with them below (on a phone).
func (v *View) Aspect() (wide, tall float64) { return 4.0 / 3, 0.9 }

// OnDice is always false: Ecalper has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Ecalper has no dice.
func (v *View) Chance() play.Chance { return nil }
