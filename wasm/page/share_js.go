//go:build js

package page

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/wasm/embedding"
)

// The share box (static/pages/share.html) offers the position shown three
// ways: its link (the canonical play URL), the embed code of its diagram
// (an iframe of /embed/{game}?mode=view at the ply shown) and its picture
// (the /preview PNG). Every copy works without clipboard permission: the
// field is then selected for the player to copy.

// What the share box says of the link, copied or selected for copying.
const (
	linkCopied   = "Link copied."
	linkSelected = "Copy this link below: it is selected."
)

// wireShare connects the share box's buttons; Escape in the box closes it.
func (p *Page) wireShare() {
	p.on("share-copy-link", "click", func(dom.Event) {
		p.copyField("share-url", linkCopied, linkSelected)
	})
	p.on("share-copy-embed", "click", func(dom.Event) {
		p.copyField("share-embed", "Embed code copied: paste it into a page's HTML.", "Copy this embed code below: it is selected.")
	})
	p.on("share-close", "click", func(dom.Event) { p.closeShare() })
	p.on("share-box", "keydown", func(ev dom.Event) {
		if keyEvent(ev).Key() == "Escape" {
			ev.StopPropagation()
			p.closeShare()
		}
	})
}

// share opens the share box and copies the link of the position shown.
func (p *Page) share() {
	p.fillShare()
	p.setShown("share-box", true)
	p.copyField("share-url", linkCopied, linkSelected)
}

// fillShare puts the position shown in the share box: its link, its
// diagram's embed code and its picture's address.
func (p *Page) fillShare() {
	q := p.s.Link().Query()
	origin := location("origin")
	p.setValue("share-url", p.shareURL())
	src := embedding.URL(origin, p.game.Name(), embedding.Params{Mode: embedding.View}, q)
	p.setValue("share-embed", embedding.Snippet(src, p.game.Title(), embedding.Width, embedding.Height(embedding.View)))
	if a := p.byID("share-picture"); a != nil {
		picture := "/preview/" + p.game.Name() + ".png"
		if q != "" {
			picture += "?" + q
		}
		a.SetAttribute("href", picture)
		a.SetAttribute("download", "tessera-"+p.game.Name()+".png")
	}
}

// closeShare hides the share box and gives the focus back to the Share
// button.
func (p *Page) closeShare() {
	p.setShown("share-box", false)
	if b := p.byID("share"); b != nil {
		b.Underlying().Call("focus")
	}
}

// setValue sets the value of the form field with id.
func (p *Page) setValue(id, value string) {
	if el := p.byID(id); el != nil {
		el.Underlying().Set("value", value)
	}
}

// copyField copies the value of the field with id to the clipboard and
// says copied in the share box's status; where the clipboard is out of
// reach (no permission, an old browser) it says fallback instead and
// selects the field, for the player to copy.
func (p *Page) copyField(id, copied, fallback string) {
	field := p.byID(id)
	if field == nil {
		return
	}
	p.setText("share-status", "Copying…")
	done := func(msg string, selectField bool) js.Func {
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any {
			defer reportPanic()
			f.Release()
			p.setText("share-status", msg)
			if selectField {
				field.Underlying().Call("focus")
				field.Underlying().Call("select")
			}
			return nil
		})
		return f
	}
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.IsUndefined() || !clipboardAllowed() {
		done(fallback, true).Invoke()
		return
	}
	clip.Call("writeText", field.Underlying().Get("value")).Call("then", done(copied, false), done(fallback, true))
}

// clipboardAllowed says whether the page may write to the clipboard: in a
// frame, only if its host allows it (allow="clipboard-write", as the embed
// snippet does). Asking where it is not allowed is refused with an error
// in the console, so the page does not ask.
func clipboardAllowed() bool {
	policy := js.Global().Get("document").Get("featurePolicy")
	return policy.IsUndefined() || policy.Call("allowsFeature", "clipboard-write").Bool()
}
