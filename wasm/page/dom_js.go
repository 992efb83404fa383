//go:build js

package page

import (
	"runtime"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
)

// byID returns the page's element with id, or nil. The board's elements
// stay for the page's life, so each is looked up once.
func (p *Page) byID(id string) dom.Element {
	el, ok := p.els[id]
	if !ok {
		el = elementByID(p.doc, id)
		p.els[id] = el
	}
	return el
}

// elementByID returns doc's element with id, or nil.
func elementByID(doc dom.Document, id string) dom.Element {
	return element(doc.Underlying().Call("getElementById", id))
}

// querySelector returns doc's first element that the CSS selector sel
// matches, or nil.
func querySelector(doc dom.Document, sel string) dom.Element {
	return element(doc.Underlying().Call("querySelector", sel))
}

// createElement returns a new element of doc with the HTML tag name.
func createElement(doc dom.Document, tag string) dom.Element {
	return element(doc.Underlying().Call("createElement", tag))
}

// element wraps v, an element or null, as a dom.Element (nil for null):
// always dom/v2's plain HTML element, since the page needs no element's
// own type. dom/v2's GetElementByID and CreateElement find that type by
// comparing the element's constructor with each HTML element class in
// turn, making a js.Value (and its finalizer) for each: that was 33 ms of
// a throttled phone's start for the board page's elements, and it links
// every element class's methods into the module (issue 23).
func element(v js.Value) dom.Element {
	if v.IsNull() || v.IsUndefined() {
		return nil
	}
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// on adds a listener to the element with id; a panic in it is shown to the
// player.
func (p *Page) on(id, typ string, f func(ev dom.Event)) {
	if el := p.byID(id); el != nil {
		listen(el.Underlying(), typ, f)
	}
}

// listen adds a listener of typ events to target (an element, the
// document); a panic in it is shown to the player. It passes each event
// as dom/v2's plain event (keyEvent gives a keyboard event's keys): as
// with elements, dom/v2's own listener finds each event's type by
// comparing its constructor with each event class, and with that every
// event type's methods link into the module (300 KB of it).
func listen(target js.Value, typ string, f func(ev dom.Event)) {
	target.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer reportPanic()
		f(&dom.BasicEvent{Value: args[0]})
		return nil
	}))
}

// keyEvent returns ev, a keyboard event that listen passed, as one.
func keyEvent(ev dom.Event) *dom.KeyboardEvent {
	return &dom.KeyboardEvent{BasicEvent: &dom.BasicEvent{Value: ev.Underlying()}}
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
		el.SetAttribute("max", strconv.Itoa(total))
		el.SetAttribute("value", strconv.Itoa(done))
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
		stack := make([]byte, 64<<10)
		stack = stack[:runtime.Stack(stack, false)]
		js.Global().Get("console").Call("log", "tessera: "+rules.Recovered(r).Error()+"\n"+string(stack))
		showCrash("Something went wrong in the board. Your game is saved after every move: restart the board to go on.")
	}
}

// showFatal shows an error the board cannot recover from.
func showFatal(msg string) {
	doc := dom.GetWindow().Document()
	if el := elementByID(doc, "loading-error"); el != nil {
		el.SetTextContent(msg)
		show(el)
		if l := elementByID(doc, "loading"); l != nil {
			l.Class().Add("failed")
			show(l)
		}
		return
	}
	js.Global().Call("alert", msg)
}
