//go:build js

package page

import (
	"strings"

	"honnef.co/go/js/dom/v2"

	"tessera/wasm/board"
	"tessera/wasm/embedding"
)

// dressEmbed reads an embed page's parameters (a play page has none: its
// p.embed stays zero) and words the canvas's label for view mode, where
// the board is a diagram whose record the keys step through. The page's
// look for each mode and theme is set before the board loads, by
// static/js/embed.js.
func (p *Page) dressEmbed() {
	if p.root.GetAttribute("data-embed") != "true" {
		return
	}
	_, params, err := embedding.Split(strings.TrimPrefix(location("search"), "?"))
	if err != nil {
		p.notice("This board's address is not quite right, so it shows a game to play. " + say(err))
		params = embedding.Params{Mode: embedding.Play}
	}
	p.embed = params
	p.wireOpenLink()
	if params.Viewing() {
		p.canvas.Call("setAttribute", "aria-label",
			p.game.Title()+" board: a diagram of a game. Left and Right (or [ and ]) step through its moves, Home and End jump to its start and its end.")
	}
}

// wireOpenLink keeps the embed's "Open on Tessera" link on the position
// shown: its address is the share link of that position, set whenever the
// reader may follow it (pointer over it, focus, click).
func (p *Page) wireOpenLink() {
	for _, typ := range []string{"pointerenter", "focus", "click"} {
		p.on("open-on-tessera", typ, func(dom.Event) {
			if a := p.byID("open-on-tessera"); a != nil && p.s != nil {
				a.SetAttribute("href", p.shareURL())
			}
		})
	}
}

// linkQuery returns the share link in the page's address (its query
// without '?' nor the embed parameters), and whether the page opens it
// rather than the player's saved game: when there is a link, and always in
// view mode, where a diagram shows its link even when it is an empty game.
func (p *Page) linkQuery() (string, bool) {
	q := strings.TrimPrefix(location("search"), "?")
	if p.embed.Mode != "" {
		q, _, _ = embedding.Split(q) // dressEmbed told of an error
	}
	return q, q != "" || p.embed.Viewing()
}

// pageURL returns the page's own address for a share link's query ("" for
// the player's own game): an embed keeps its parameters first.
func (p *Page) pageURL(linkQuery string) string {
	u := location("pathname")
	var parts []string
	for _, q := range []string{p.embed.Query(), linkQuery} {
		if q != "" {
			parts = append(parts, q)
		}
	}
	if len(parts) > 0 {
		u += "?" + strings.Join(parts, "&")
	}
	return u
}

// scene returns what to draw at time now. In view mode it is a diagram:
// the position and its last move, without the marks that invite play
// (pieces that can move, targets, the cursor, the dice's call to throw).
func (p *Page) scene(now float64) *board.Scene {
	sc := p.s.Scene(now, p.dark)
	p.markBetter(sc)
	if p.embed.Viewing() {
		sc.Movable, sc.Selected, sc.Targets, sc.Cursor, sc.Drag = nil, "", nil, "", nil
		sc.RollDue, sc.ViewOnly = false, true
	}
	return sc
}

// keyAction maps a key to what it asks of the board. In view mode only
// the steps through the record count, the arrow keys among them wherever
// the focus is.
func (p *Page) keyAction(key string, onBoard bool) board.Action {
	if !p.embed.Viewing() {
		return board.KeyAction(key, onBoard)
	}
	switch a := board.KeyAction(key, false); a {
	case board.Back, board.Forward, board.First, board.Last:
		return a
	}
	return board.NoAction
}
