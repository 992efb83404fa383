//go:build js

package page

import (
	"honnef.co/go/js/dom/v2"

	"tessera/rules"
	"tessera/rules/carteso"
)

// stoneColours is a view whose player picks the colour of each stone
// (Carteso's black or white).
type stoneColours interface {
	SetColour(black bool)
	Colour() carteso.Colour
}

// hoverer is a view that outlines the group on a point under the pointer
// or the cursor, and says it in words.
type hoverer interface {
	SetHover(cell string) (changed bool)
	HoverText(pos rules.Position) string
}

// wireStones wires, for a view that has them, the colour toggle (its
// button and the c key; none in view mode, where nothing is placed) and
// the hover over groups (the pointer's; the cursor's is moveCursor's,
// through hoverWords).
func (p *Page) wireStones() {
	if sc, ok := p.view.(stoneColours); ok && !p.embed.Viewing() {
		show(p.byID("stone-colour"))
		p.showColour(sc)
		p.on("stone-colour", "click", func(dom.Event) { p.switchColour(sc) })
		p.doc.AddEventListener("keydown", false, func(e dom.Event) {
			defer reportPanic()
			ev := e.(*dom.KeyboardEvent)
			if (ev.Key() == "c" || ev.Key() == "C") && !ev.CtrlKey() && !ev.MetaKey() && !ev.AltKey() && !p.typing() {
				ev.PreventDefault()
				p.switchColour(sc)
			}
		})
	}
	if h, ok := p.view.(hoverer); ok {
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

// switchColour switches the colour of the stones the player places: the
// board offers its points in the other colour, the button shows it and the
// note says it.
func (p *Page) switchColour(sc stoneColours) {
	sc.SetColour(sc.Colour() != carteso.Black)
	p.s.Show(p.s.Hist.View) // offers the moves again, in the new colour
	p.s.Note = "You now place " + sc.Colour().String() + " stones."
	p.showColour(sc)
	p.touched()
}

// showColour puts the colour of the stones placed on the toggle's button.
func (p *Page) showColour(sc stoneColours) {
	glyph := map[carteso.Colour]string{carteso.Black: "●", carteso.White: "○"}[sc.Colour()]
	p.byID("stone-colour").SetInnerHTML(`<span aria-hidden="true">` + glyph + `</span> Placing ` + sc.Colour().String() + ` stones`)
}

// hoverWords outlines the group on cell, for a view that does, and returns
// it in words to add to the cursor's ("" for none).
func (p *Page) hoverWords(cell string) string {
	h, ok := p.view.(hoverer)
	if !ok {
		return ""
	}
	h.SetHover(cell)
	if t := h.HoverText(p.s.Shown()); t != "" {
		return "; " + t
	}
	return ""
}
