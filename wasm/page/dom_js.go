//go:build js

package page

import (
	"fmt"
	"runtime/debug"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// byID returns the page's element with id, or nil. The board's elements
// stay for the page's life, so each is looked up once.
func (p *Page) byID(id string) dom.Element {
	el, ok := p.els[id]
	if !ok {
		el = p.doc.GetElementByID(id)
		p.els[id] = el
	}
	return el
}

// on adds a listener to the element with id; a panic in it is shown to the
// player.
func (p *Page) on(id, typ string, f func(ev dom.Event)) {
	el := p.byID(id)
	if el == nil {
		return
	}
	el.AddEventListener(typ, false, func(ev dom.Event) {
		defer reportPanic()
		f(ev)
	})
}

// setText sets the text of the element with id, touching the DOM only
// when it changes (setText is the only writer of these texts).
func (p *Page) setText(id, text string) {
	if old, ok := p.texts[id]; ok && old == text {
		return
	}
	if el := p.byID(id); el != nil {
		el.SetTextContent(text)
		p.texts[id] = text
	}
}

// setProgress sets the progress bar with id to done of total.
func (p *Page) setProgress(id string, done, total int) {
	if el := p.byID(id); el != nil {
		el.SetAttribute("max", fmt.Sprint(total))
		el.SetAttribute("value", fmt.Sprint(done))
	}
}

// enable enables or disables the button with id.
func (p *Page) enable(id string, on bool) {
	if el := p.byID(id); el != nil {
		el.Underlying().Set("disabled", !on)
	}
}

// notice shows a lasting message about the game as a whole ("" hides it).
func (p *Page) notice(msg string) {
	p.setText("notice-text", msg)
	if el := p.byID("notice"); msg == "" {
		hide(el)
	} else {
		show(el)
	}
}

// toast shows a word about the game as it goes over the board's top edge,
// where it moves nothing, until dismissed ("" hides it).
func (p *Page) toast(msg string) {
	p.setText("toast-text", msg)
	p.setShown("toast", msg != "")
}

func show(el dom.Element) {
	if el != nil {
		el.RemoveAttribute("hidden")
	}
}

func hide(el dom.Element) {
	if el != nil {
		el.SetAttribute("hidden", "")
	}
}

// setShown shows or hides the element with id.
func (p *Page) setShown(id string, on bool) {
	if on {
		show(p.byID(id))
	} else {
		hide(p.byID(id))
	}
}

// reportPanic, deferred, turns a panic into words on the page (and keeps
// the stack in the console for whoever reports it).
func reportPanic() {
	if r := recover(); r != nil {
		js.Global().Get("console").Call("log", fmt.Sprintf("tessera: %v\n%s", r, debug.Stack()))
		showCrash("Something went wrong in the board. Your game is saved after every move: restart the board to go on.")
	}
}

// showFatal shows an error the board cannot recover from.
func showFatal(msg string) {
	doc := dom.GetWindow().Document()
	if el := doc.GetElementByID("loading-error"); el != nil {
		el.SetTextContent(msg)
		show(el)
		if l := doc.GetElementByID("loading"); l != nil {
			l.Class().Add("failed")
			show(l)
		}
		return
	}
	js.Global().Call("alert", msg)
}
