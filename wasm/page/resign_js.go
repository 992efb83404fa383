//go:build js

package page

import (
	"honnef.co/go/js/dom/v2"

	"tessera/wasm/play"
)

// wireResign connects Resign and its confirmation.
func (p *Page) wireResign() {
	p.on("resign", "click", func(dom.Event) { p.openResign() })
	p.on("resign-cancel", "click", func(dom.Event) { p.byID("resign-dialog").Underlying().Call("close") })
	p.on("resign-confirm", "click", func(dom.Event) {
		p.byID("resign-dialog").Underlying().Call("close")
		p.resign()
	})
}

// canResign says whether a person is to move in the game: only the player
// to move resigns (the notation's "resign").
func (p *Page) canResign() bool {
	ph := p.s.Phase()
	return ph == play.PhaseMove || ph == play.PhaseRoll
}

// updateResign offers Resign while a person is to move.
func (p *Page) updateResign() {
	p.enable("resign", p.canResign())
}

// openResign asks the person to move to confirm, saying who would win.
func (p *Page) openResign() {
	if !p.canResign() {
		return
	}
	me := p.s.ToMove()
	winner := capital(p.s.SideName(me.Other()))
	if _, _, ok := p.s.Opponent(); ok {
		winner = "The computer"
	}
	p.setText("resign-text", "You resign as "+p.s.SideName(me)+": "+winner+
		" wins the game. The game stays in the move list, and you can share it or play a rematch.")
	p.byID("resign-dialog").Underlying().Call("showModal")
}

// resign has the person to move resign, once confirmed.
func (p *Page) resign() {
	if !p.canResign() {
		return
	}
	p.cancelAI()
	if p.s.Resign() == nil {
		p.changed()
	}
}
