//go:build js

package page

import (
	"strconv"

	"tessera/rules"
	"tessera/wasm/hexview"
	"tessera/wasm/play"
)

// dressShape gives the canvas the shape the view asks for (play.Shaped).
func (p *Page) dressShape() {
	if sh, ok := p.view.(play.Shaped); ok {
		wide, tall := sh.Aspect()
		style := p.root.Underlying().Get("style")
		style.Call("setProperty", "--board-wide", strconv.FormatFloat(wide, 'f', 4, 64))
		style.Call("setProperty", "--board-tall", strconv.FormatFloat(tall, 'f', 4, 64))
	}
}

// dressForGame sets, before the board shows, what differs from game to
// game around it: the canvas's shape (play.Shaped; the stylesheet's
// default is Ur's long board), whether the dice's controls and words show
// and whether the keys help speaks of hexagons,
// the canvas's label and the new-game and record dialogs' words.
func (p *Page) dressForGame() {
	p.dressShape()
	dice := p.view.Chance() != nil
	p.root.SetAttribute("data-dice", strconv.FormatBool(dice))
	_, hex := p.view.(interface{ Board() *hexview.Board }) // a board of hexagons
	p.root.SetAttribute("data-hex", strconv.FormatBool(hex))
	acts := "acts on the cell"
	if dice {
		acts = "rolls the dice or acts on the cell"
	}
	p.canvas.Call("setAttribute", "aria-label",
		p.game.Title()+" board. Arrow keys move a cursor over the cells; Enter or Space "+acts+"; Escape cancels.")
	p.setText("new-game-first",
		capital(play.SideName(p.view, rules.First))+" moves first. Choose a person or the computer for each side.")
	if opts := p.game.Options(); len(opts) > 0 {
		p.setText("record-example", opts[0].Key+"="+opts[0].Default)
	}
}
