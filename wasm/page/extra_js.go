//go:build js

package page

import (
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/wasm/play"
)

// special says whether token, legal in the latest position, is a pass
// (rules.Passer) or the pie rule's swap (rules.Swapper).
func (p *Page) special(token string) (pass, swap bool) {
	pos := p.s.Match.Position()
	m, err := pos.ParseToken(token)
	if err != nil {
		return false, false
	}
	ps, canPass := pos.(rules.Passer)
	sw, canSwap := pos.(rules.Swapper)
	return canPass && ps.IsPass(m), canSwap && sw.IsSwap(m)
}

// pass plays the pass, if it is one of the moves made without a cell now.
func (p *Page) pass() {
	for _, t := range p.s.Extra {
		if pass, _ := p.special(t); pass {
			p.playExtra(t)
			return
		}
	}
}

// wireExtras plays the move of a button of the extras box (Iris's pass).
func (p *Page) wireExtras() {
	p.on("extras", "click", func(ev dom.Event) {
		b := ev.Underlying().Get("target").Call("closest", "button[data-token]")
		if !b.IsNull() {
			p.playExtra(b.Call("getAttribute", "data-token").String())
		}
	})
}

// renderExtras shows a button for each move made without a cell, rebuilt
// only when they change (so a button keeps the focus from turn to turn).
func (p *Page) renderExtras() {
	key := strings.Join(p.s.Extra, " ")
	if key == p.extrasKey {
		return
	}
	p.extrasKey = key
	box := p.byID("extras")
	if box == nil {
		return
	}
	ul := box.Underlying()
	ul.Set("textContent", "")
	doc := js.Global().Get("document")
	for _, t := range p.s.Extra {
		b := doc.Call("createElement", "button")
		b.Set("type", "button")
		b.Set("className", "big")
		b.Set("textContent", capital(t))
		b.Call("setAttribute", "data-token", t)
		switch pass, swap := p.special(t); {
		case pass:
			b.Call("setAttribute", "aria-keyshortcuts", "P")
			b.Set("title", "Pass the whole turn (p)")
		case swap:
			b.Set("textContent", "Swap: take "+p.game.Players()[0]+"'s opening as your own")
			b.Set("title", "The pie rule: you take over the opening's stones and their colour; your opponent then plays your old colour's turn")
		}
		ul.Call("appendChild", b)
	}
}

// playExtra plays token, a move made without a cell, if it is one now.
func (p *Page) playExtra(token string) {
	s := p.s
	for _, t := range s.Extra {
		if t == token && s.Phase() == play.PhaseMove {
			s.Note = ""
			if err := s.Play(token, now()); err != nil {
				s.Note = say(err)
			}
			p.changed()
			return
		}
	}
}
