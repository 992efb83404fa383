//go:build js

package page

import (
	"strconv"

	"honnef.co/go/js/dom/v2"

	"tessera/wasm/play"
)

// toggles are the views' optional on/off displays, each a button of the
// board page shown only for a view that has it: play.LargestLighter
// (Ecalper's largest groups), play.ThreatShower (Echelon's threats of a
// stack of three).
var toggles = []struct {
	id  string // the button's id in board.html
	set func(v play.View) (func(on bool), bool)
}{
	{"light-groups", func(v play.View) (func(bool), bool) {
		l, ok := v.(play.LargestLighter)
		if !ok {
			return nil, false
		}
		return l.LightLargest, true
	}},
	{"show-threats", func(v play.View) (func(bool), bool) {
		t, ok := v.(play.ThreatShower)
		if !ok {
			return nil, false
		}
		return t.SetThreats, true
	}},
}

// wireToggles shows the toggles the view has and turns each display on
// and off with its button (aria-pressed says which); the board's words are
// told again, as a display may add to them.
func (p *Page) wireToggles() {
	for _, tg := range toggles {
		set, ok := tg.set(p.view)
		b := p.byID(tg.id)
		if !ok || b == nil {
			continue
		}
		show(b)
		p.on(tg.id, "click", func(dom.Event) {
			on := b.GetAttribute("aria-pressed") != "true"
			b.SetAttribute("aria-pressed", strconv.FormatBool(on))
			set(on)
			p.updateDOM()
			p.redraw()
		})
	}
}
