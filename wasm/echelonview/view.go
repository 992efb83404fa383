package echelonview

import (
	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/rules/hexhex"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// View draws Echelon and speaks of it; its zero value is ready after
// Layout.
type View struct {
	hexview.Frame[spec]
	threats bool // mark the stack-win threats
	// selected is the selected piece of the last scene drawn: Explain
	// reads it, as the page clears the selection before asking why a
	// click was no move.
	selected string
}

var (
	_ play.View         = (*View)(nil)
	_ play.Prompter     = (*View)(nil)
	_ play.Shaped       = (*View)(nil)
	_ play.ThreatShower = (*View)(nil)
)

// spec is Echelon's board layout for hexview.Frame: its one board, with
// no room beside it.
type spec struct{}

// Default returns Echelon's board.
func (spec) Default() *hexhex.Board { return echelon.Board() }

// Room returns no room: the board fills the canvas.
func (spec) Room() (below, right float64) { return 0, 0 }

// SetThreats turns the threat marks on or off: with them on, every move
// by which either side would win at once by a stack of three is drawn
// (and told by Describe).
func (v *View) SetThreats(on bool) { v.threats = on }

// Threats says whether the threat marks are on.
func (v *View) Threats() bool { return v.threats }

// state returns pos as Echelon's position.
func state(pos rules.Position) *echelon.State { return pos.(*echelon.State) }

// cellIndex returns the cell named name, false for "" or no cell.
func cellIndex(name string) (int, bool) {
	i, err := echelon.Board().Parse(name)
	return i, err == nil
}

// Aspect returns the canvas shape that suits the board, nearly square.
func (v *View) Aspect() (wide, tall float64) {
	w, h := hexview.Extent(echelon.Side)
	r := (w + 2*hexview.Margin) / (h + 2*hexview.Margin)
	return r, r
}

// OnDice is always false: Echelon has no dice.
func (v *View) OnDice(board.Point) bool { return false }

// Chance returns nil: Echelon has no dice.
func (v *View) Chance() play.Chance { return nil }
