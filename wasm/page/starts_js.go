//go:build js

package page

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
)

// startKey names the new-game dialog's choice of start.
const startKey = "start"

// starts returns the starts the game offers, its rules' own first
// (rules.Starter); nil when it offers only that one.
func (p *Page) starts() []rules.Beginning {
	if st, ok := p.game.(rules.Starter); ok {
		return st.Starts()
	}
	return nil
}

// fillStarts adds to the new-game dialog's options, for a game that
// offers starts, a select of them by name with what the chosen one is
// under it.
func (p *Page) fillStarts(box dom.Element) {
	starts := p.starts()
	if starts == nil {
		return
	}
	doc := js.Global().Get("document")
	field := doc.Call("createElement", "div")
	field.Get("classList").Call("add", "field")
	label := doc.Call("createElement", "label")
	label.Set("htmlFor", startKey)
	label.Set("textContent", "Start")
	sel := doc.Call("createElement", "select")
	sel.Set("id", startKey)
	sel.Set("name", startKey)
	sel.Call("setAttribute", "aria-describedby", startKey+"-about")
	for _, s := range starts {
		opt := doc.Call("createElement", "option")
		opt.Set("value", s.Setup)
		opt.Set("textContent", s.Name)
		sel.Call("appendChild", opt)
	}
	about := doc.Call("createElement", "p")
	about.Set("id", startKey+"-about")
	about.Get("classList").Call("add", "about")
	field.Call("append", label, sel, about)
	box.Underlying().Call("appendChild", field)
	p.on(startKey, "change", func(dom.Event) { p.describeStart() })
}

// showStart sets the dialog's choice of start to the current game's, or
// to the rules' own when the game began elsewhere (a position set up by
// hand).
func (p *Page) showStart() {
	sel := p.byID(startKey)
	if sel == nil {
		return
	}
	setup := ""
	for _, s := range p.starts() {
		if s.Setup == p.s.Match.Setup() {
			setup = s.Setup
		}
	}
	sel.Underlying().Set("value", setup)
	p.describeStart()
}

// describeStart shows, under the choice of start, what the chosen one is.
func (p *Page) describeStart() {
	setup := p.chosenStart()
	for _, s := range p.starts() {
		if s.Setup == setup {
			p.setText(startKey+"-about", s.About)
		}
	}
}

// chosenStart is the setup text of the start the dialog shows: "" (the
// rules' own) for a game that offers no other.
func (p *Page) chosenStart() string {
	sel := p.byID(startKey)
	if sel == nil {
		return ""
	}
	return sel.Underlying().Get("value").String()
}
