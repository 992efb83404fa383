//go:build js

package page

import (
	"slices"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/wasm/board"
	"tessera/wasm/play"
)

// wireInput turns pointer events on the canvas and keys on the page into
// calls on the session.
func (p *Page) wireInput() {
	for _, typ := range []string{"pointerdown", "pointermove", "pointerup", "pointercancel"} {
		p.on("board-canvas", typ, p.pointer)
	}
	listen(p.doc.Underlying(), "keydown", func(ev dom.Event) { p.key(keyEvent(ev)) })
	p.on("board-canvas", "focus", func(dom.Event) { p.focusCursor() })
}

// focusCursor shows the keyboard cursor, and says where it is, as soon as
// the board takes the focus from the keyboard (Tab), so that the first
// arrow key already moves it. A focus by pointer leaves it hidden.
func (p *Page) focusCursor() {
	if p.embed.Viewing() || p.s.Cursor.Visible || !p.canvas.Call("matches", ":focus-visible").Bool() {
		return
	}
	p.moveCursor(0, 0)
}

// point returns where a pointer event happened on the canvas, and the
// cell there ("" off the board).
func (p *Page) point(ev js.Value) (board.Point, string) {
	r := p.canvas.Call("getBoundingClientRect")
	pt := board.Point{X: ev.Get("clientX").Float() - r.Get("left").Float(), Y: ev.Get("clientY").Float() - r.Get("top").Float()}
	col, row, ok := p.view.CellAt(pt)
	if !ok {
		return pt, ""
	}
	return pt, p.view.CellName(col, row)
}

// pointer handles a pointer event of any kind (mouse, pen or touch).
func (p *Page) pointer(e dom.Event) {
	if p.embed.Viewing() { // a diagram takes no moves
		return
	}
	ev := e.Underlying()
	s := p.s
	pt, cell := p.point(ev)
	switch e.Type() {
	case "pointerdown":
		if ev.Get("button").Int() != 0 {
			return
		}
		e.PreventDefault()
		p.canvas.Call("setPointerCapture", ev.Get("pointerId"))
		p.canvas.Call("focus", map[string]any{"preventScroll": true, "focusVisible": false})
		s.Cursor.Visible = false
		if cell == "" && p.view.OnDice(pt) && s.Phase() == play.PhaseRoll {
			p.roll()
			return
		}
		s.Ptr.Confirm = p.confirmTaps(ev)
		p.apply(s.Ptr.Down(&s.Sel, pt, cell, s.Explain))
	case "pointermove":
		if s.Ptr.Move(pt) {
			p.redraw()
		}
		p.pointerLook(pt, cell)
	case "pointerup":
		p.apply(s.Ptr.Up(&s.Sel, pt, cell, s.Explain))
	case "pointercancel":
		s.Ptr.Cancel()
		p.redraw()
	}
}

// pointerLook shows, on a mouse, what pressing here would do: a hand over
// a piece that can move, a target, a cell to place on or the dice to
// throw.
func (p *Page) pointerLook(pt board.Point, cell string) {
	s := p.s
	look := "default"
	switch {
	case s.Ptr.Dragging():
		look = "grabbing"
	case cell != "" && (slices.Contains(s.Sel.Movable(), cell) || slices.Contains(s.Sel.Targets(), cell) || slices.Contains(s.Sel.Places(), cell)):
		look = "pointer"
	case cell == "" && s.Phase() == play.PhaseRoll && p.view.OnDice(pt):
		look = "pointer"
	}
	if look != p.look {
		p.look = look
		p.canvas.Get("style").Set("cursor", look)
	}
}

// apply follows an input's outcome: a move changes the game, anything else
// only the picture and the words.
func (p *Page) apply(o board.Outcome) {
	if err := p.s.Input(o, now()); err != nil {
		p.s.Note = say(err)
	}
	if o.Kind == board.Play {
		p.changed()
		return
	}
	p.touched()
}

// touched redraws after a change that leaves the game as it was.
func (p *Page) touched() {
	p.sound.play(p.s.TakeSounds())
	p.updateDOM()
	p.redraw()
}

// key handles a key pressed anywhere on the page but in a form field or
// an open dialog.
func (p *Page) key(ev *dom.KeyboardEvent) {
	if ev.CtrlKey() || ev.MetaKey() || ev.AltKey() || p.typing() {
		return
	}
	active := js.Global().Get("document").Get("activeElement")
	onBoard := active.Equal(p.canvas)
	a := p.keyAction(ev.Key(), onBoard)
	if a == board.NoAction || (a == board.Act && activates(active)) {
		return
	}
	ev.PreventDefault()
	s := p.s
	if dx, dy, ok := board.Arrow(a); ok {
		p.moveCursor(dx, dy)
		return
	}
	switch a {
	case board.Act:
		p.act(onBoard)
	case board.Cancel:
		s.Sel.Selected, s.Note = "", ""
		s.Ptr.Cancel()
		p.touched()
	case board.Back:
		p.step(s.Hist.View - 1)
	case board.Forward:
		p.step(s.Hist.View + 1)
	case board.First:
		p.step(0)
	case board.Last:
		p.step(len(s.Hist.Tokens))
	case board.Undo:
		p.undo()
	case board.Redo:
		p.redo()
	case board.NewGame:
		p.openNewGame()
	case board.Pass:
		p.pass()
	}
}

// activates says whether Enter or Space already does something on el (a
// button, a link, a summary), so the board leaves the key to it.
func activates(el js.Value) bool {
	switch el.Get("tagName").String() {
	case "BUTTON", "A", "SUMMARY":
		return true
	}
	return false
}

// typing says whether keys belong to a form field or an open dialog.
func (p *Page) typing() bool {
	active := js.Global().Get("document").Get("activeElement")
	switch active.Get("tagName").String() {
	case "INPUT", "TEXTAREA", "SELECT":
		return true
	}
	return !js.Global().Get("document").Call("querySelector", "dialog[open]").IsNull()
}

// moveCursor moves the keyboard cursor (see play.Session.MoveCursor) and
// says where it is in words.
func (p *Page) moveCursor(dx, dy int) {
	s := p.s
	cell := s.MoveCursor(dx, dy)
	words := cell
	if t, ok := p.view.(play.Teller); ok {
		if stands := t.Stands(s.Shown(), cell); stands != "" {
			words += ", " + stands
		}
	}
	switch {
	case slices.Contains(s.Sel.Targets(), cell) && s.Sel.Selected != "":
		words += ": the selected piece can go here"
	case slices.Contains(s.Sel.Movable(), cell):
		words += ": this piece can move"
	case slices.Contains(s.Sel.Places(), cell):
		words += ": you can play here"
	}
	words += p.hoverWords(cell)
	p.setText("cursor-cell", words)
	p.touched()
}

// act is Enter or Space: throw when a throw is due, else act on the
// cursor's cell.
func (p *Page) act(onBoard bool) {
	s := p.s
	switch {
	case s.Phase() == play.PhaseRoll && s.Hist.Latest():
		p.roll()
	case onBoard && s.Cursor.Visible:
		cell := p.view.CellName(s.Cursor.Col, s.Cursor.Row)
		p.apply(s.Sel.Select(cell, s.Explain))
	}
}

// step shows the position after ply, for review.
func (p *Page) step(ply int) {
	if p.s.Show(ply) {
		p.changed()
	}
}
