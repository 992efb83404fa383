//go:build js

package page

import (
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// editState is the board editor while it is open: the position being set
// up (a board.Editor) and its keyboard cursor. The game being played stays
// in the session, untouched, until Done starts the edited one.
type editState struct {
	e      *board.Editor
	cursor board.Cursor
}

// editorBox is the editor's panel, put after the toolbar. Its texts are
// fixed: nothing from a link or the player goes in it as markup.
const editorBox = `<p class="hint">Click or tap a cell to change what it holds; on the board the arrow keys
move a cursor and Enter or Space changes its cell (with Shift, backwards). Escape cancels.</p>
<p><button id="setup-tomove" type="button"></button>
<button id="setup-clear" type="button">Clear</button>
<button id="setup-start" type="button">Start position</button></p>
<p id="setup-cell" aria-live="polite"></p>
<p id="setup-error" class="error" role="alert"></p>
<div class="dialog-actions"><button id="setup-cancel" type="button">Cancel</button>
<button id="setup-done" type="button" class="primary">Done</button></div>`

// wireEditor adds "Set up a position" to the toolbar and the editor's
// panel after it, routes the board's pointer and keys to the editor while
// it is open, and adds tessera.editor() to the test hooks.
func (p *Page) wireEditor() {
	toolbar := querySelector(p.doc, ".toolbar")
	if _, ok := p.game.(rules.Setupper); !ok || toolbar == nil || p.embed.Viewing() {
		return
	}
	btn := createElement(p.doc, "button")
	btn.SetID("setup")
	btn.SetAttribute("type", "button")
	btn.SetAttribute("title", "Set up a position by hand and play from it")
	btn.SetTextContent("Set up a position")
	toolbar.AppendChild(btn)
	box := createElement(p.doc, "section")
	box.SetID("setup-box")
	box.SetAttribute("aria-label", "Set up a position")
	box.SetAttribute("hidden", "")
	box.SetInnerHTML(editorBox)
	toolbar.Underlying().Call("after", box.Underlying())

	p.on("setup", "click", func(dom.Event) { p.openEditor() })
	p.on("setup-tomove", "click", func(dom.Event) { p.editWith(p.edit.e.SetToMove(p.edit.e.ToMove().Other())) })
	p.on("setup-clear", "click", func(dom.Event) { p.editWith(p.edit.e.Clear()) })
	p.on("setup-start", "click", func(dom.Event) { p.editWith(p.edit.e.Start()) })
	p.on("setup-cancel", "click", func(dom.Event) { p.closeEditor() })
	p.on("setup-done", "click", func(dom.Event) { p.editDone() })
	for _, typ := range []string{"pointerdown", "pointermove", "pointerup", "pointercancel"} {
		p.capture(typ, p.editPointer)
	}
	p.capture("keydown", p.editKey)
	js.Global().Get("tessera").Set("editor", js.FuncOf(func(js.Value, []js.Value) any { return p.editorObject() }))
}

// capture listens to events of type on the window before anything on the
// page sees them.
func (p *Page) capture(typ string, f func(ev js.Value)) {
	js.Global().Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer reportPanic()
		f(args[0])
		return nil
	}), map[string]any{"capture": true})
}

// openEditor opens the editor on the position shown; automatic plies and
// AI searches stop until it closes.
func (p *Page) openEditor() {
	e, err := board.NewEditor(p.game, p.s.Match.Options(), p.s.Shown())
	if err != nil {
		p.notice(say(err))
		return
	}
	p.pending++
	p.cancelAI()
	p.edit = &editState{e: e}
	p.setPlayShown(false)
	show(p.byID("setup-box"))
	p.setText("setup-error", "")
	p.setText("expect", "Set up a position, then press Done to play from it.")
	p.editWith(nil)
	p.canvas.Call("focus", map[string]any{"preventScroll": true})
}

// closeEditor closes the editor and shows the game again.
func (p *Page) closeEditor() {
	p.edit = nil
	hide(p.byID("setup-box"))
	p.setPlayShown(true)
	p.changed()
}

// playControls are the page's controls of the game, put out of sight and
// out of reach while the editor is open, so that none acts on the game
// behind it.
var playControls = []string{".act-row", ".toolbar", "#winner", ".moves-box"}

// setPlayShown shows or puts away the controls of the game.
func (p *Page) setPlayShown(on bool) {
	for _, sel := range playControls {
		el := querySelector(p.doc, sel)
		if el == nil {
			continue
		}
		if on {
			el.RemoveAttribute("inert")
			el.Underlying().Get("style").Call("removeProperty", "display")
		} else {
			el.SetAttribute("inert", "")
			el.Underlying().Get("style").Set("display", "none")
		}
	}
}

// editWith follows a change of the edited position: err says why the
// change was not made (nil when it was).
func (p *Page) editWith(err error) {
	e := p.edit.e
	p.setText("setup-tomove", "To move: "+play.SideName(p.view, e.ToMove())+" (change)")
	if err != nil {
		p.setText("setup-cell", say(err))
	}
	p.setText("board-text", p.view.Describe(e.Position()))
	p.redraw()
}

// editCell changes what cell holds, backwards when back is set.
func (p *Page) editCell(cell string, back bool) {
	e := p.edit.e
	if !e.Editable(cell) {
		p.setText("setup-cell", cell+" holds nothing in a setup.")
		p.redraw()
		return
	}
	skipped := e.Cycle(cell, back)
	msg := cell + ": " + e.Say(cell) + "."
	if skipped != nil {
		msg += " (Skipped one: " + strings.TrimSuffix(say(skipped), ".") + ".)"
	}
	p.setText("setup-error", "")
	p.editWith(nil)
	p.setText("setup-cell", msg)
}

// editDone judges the edited position: refused, the reason is shown and
// the editor stays open; accepted, it becomes the player's own game, with
// the same players, and the notice gives its share link.
func (p *Page) editDone() {
	text, err := p.edit.e.Done()
	if err == nil {
		err = p.newGame(p.s.Match.Options(), text, p.s.Sides)
	}
	if err != nil {
		say(err) // for developers, in the console
		p.setText("setup-error", "This position cannot be played: "+rules.Plain(err))
		return
	}
	p.s.Said = "Play starts from the position you set up."
	p.closeEditor()
	p.notice("Play starts from the position you set up. Its link: " + p.shareURL())
}

// editPointer takes the board's pointer events while the editor is open:
// a press on a cell changes what it holds (backwards with Shift).
func (p *Page) editPointer(ev js.Value) {
	if p.edit == nil || !ev.Get("target").Equal(p.canvas) {
		return
	}
	ev.Call("stopPropagation")
	ev.Call("preventDefault")
	if ev.Get("type").String() != "pointerdown" || ev.Get("button").Int() != 0 {
		return
	}
	p.canvas.Call("focus", map[string]any{"preventScroll": true})
	p.edit.cursor.Visible = false
	if _, cell := p.point(ev); cell != "" {
		p.editCell(cell, ev.Get("shiftKey").Bool())
	}
}

// editKey takes the page's keys while the editor is open, so that none
// acts on the game behind it: Escape cancels, and on the board the arrows
// move the cursor and Enter or Space changes its cell.
func (p *Page) editKey(ev js.Value) {
	if p.edit == nil || p.typing() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	ev.Call("stopImmediatePropagation")
	onBoard := js.Global().Get("document").Get("activeElement").Equal(p.canvas)
	a := board.KeyAction(ev.Get("key").String(), onBoard)
	c := &p.edit.cursor
	if dx, dy, ok := board.Arrow(a); ok {
		ev.Call("preventDefault")
		c.Move(p.view.Grid(), dx, dy)
		cell := p.view.CellName(c.Col, c.Row)
		p.setText("setup-cell", cell+": "+p.edit.e.Say(cell)+".")
		p.redraw()
		return
	}
	switch {
	case a == board.Cancel:
		p.closeEditor()
	case a == board.Act && onBoard && c.Visible:
		ev.Call("preventDefault")
		p.editCell(p.view.CellName(c.Col, c.Row), ev.Get("shiftKey").Bool())
	}
}

// editScene is what the board draws while the editor is open.
func (p *Page) editScene(now float64) *board.Scene {
	sc := &board.Scene{Pos: p.edit.e.Position(), Dark: p.dark, Now: now}
	if c := p.edit.cursor; c.Visible {
		sc.Cursor = p.view.CellName(c.Col, c.Row)
	}
	return sc
}

// editorObject is window.tessera.editor()'s answer: whether the editor is
// open, and the position being set up as a setup text (written even when
// Done would refuse it).
func (p *Page) editorObject() any {
	if p.edit == nil {
		return map[string]any{"open": false}
	}
	e := p.edit.e
	return map[string]any{"open": true, "toMove": p.game.Players()[e.ToMove()], "text": e.Text()}
}
