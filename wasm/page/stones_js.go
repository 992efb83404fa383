//go:build js

package page

import (
	"honnef.co/go/js/dom/v2"

	"tessera/wasm/play"
)

// wireStones wires, for a view that has them, the colour toggle of a
// play.Colourer (its button and the c key; none in view mode, where
// nothing is placed; updateStones shows it) and the hover of a
// play.Hoverer (the pointer's; the cursor's is moveCursor's, through
// hoverWords).
func (p *Page) wireStones() {
	if sc, ok := p.view.(play.Colourer); ok && !p.embed.Viewing() {
		p.showColour(sc)
		p.on("stone-colour", "click", func(dom.Event) { p.switchColour(sc) })
		listen(p.doc.Underlying(), "keydown", func(e dom.Event) {
			ev := keyEvent(e)
			if (ev.Key() == "c" || ev.Key() == "C") && !ev.CtrlKey() && !ev.MetaKey() && !ev.AltKey() && !p.typing() {
				ev.PreventDefault()
				p.switchColour(sc)
			}
		})
	}
	if h, ok := p.view.(play.Hoverer); ok {
		hover := func(e dom.Event) {
			cell := ""
			if e.Type() != "pointerleave" {
				_, cell = p.point(e.Underlying())
			} else if p.s.Cursor.Visible {
				cell = p.view.CellName(p.s.Cursor.Col, p.s.Cursor.Row)
			}
			if h.SetHover(cell) {
				p.redraw()
			}
		}
		for _, typ := range []string{"pointermove", "pointerdown", "pointerleave"} {
			p.on("board-canvas", typ, hover)
		}
	}
}

// updateStones shows the colour toggle, for a view that has one, while the
// game goes on, and lets it act (and the board show the colour) only while
// a person places a stone: not while the computer thinks, nor on an
// earlier position under review; called with every update of the DOM.
func (p *Page) updateStones() {
	sc, ok := p.view.(play.Colourer)
	if !ok || p.embed.Viewing() {
		return
	}
	sc.SetPlacing(p.placing())
	p.setShown("stone-colour", p.s.Phase() != play.PhaseOver)
	p.enable("stone-colour", p.placing())
}

// placing says whether a person is to place a stone now. The session
// offers points to place on only to a person to move at the latest
// position, and none once the board is full (the pass is forced).
func (p *Page) placing() bool { return len(p.s.Sel.Places()) > 0 }

// switchColour switches the colour of the stones the player places, while
// they place one: the board offers its points in the other colour, the
// button shows it and the note says it.
func (p *Page) switchColour(sc play.Colourer) {
	if !p.placing() {
		return
	}
	sc.SwitchColour()
	p.s.Show(p.s.Hist.View) // offers the moves again, in the new colour
	name, _ := sc.StoneColour()
	p.s.Note = "You now place " + name + " stones."
	p.showColour(sc)
	p.touched()
}

// showColour puts the colour of the stones placed on the toggle's button.
func (p *Page) showColour(sc play.Colourer) {
	name, glyph := sc.StoneColour()
	p.byID("stone-colour").SetInnerHTML(`<span aria-hidden="true">` + glyph + `</span> Placing ` + name + ` stones`)
}

// hoverWords outlines the group on cell, for a view that does, and returns
// it in words to add to the cursor's ("" for none).
func (p *Page) hoverWords(cell string) string {
	h, ok := p.view.(play.Hoverer)
	if !ok {
		return ""
	}
	h.SetHover(cell)
	if t := h.HoverText(p.s.Shown()); t != "" {
		return "; " + t
	}
	return ""
}
