//go:build js

package page

import (
	"strconv"

	"honnef.co/go/js/dom/v2"
)

// lighter is a View that can light each side's largest groups on demand
// (Ecalper's).
type lighter interface {
	LightLargest(on bool)
}

// wireLight shows the "Show largest groups" toggle for a view that can
// light them, and turns the lighting on and off with it.
func (p *Page) wireLight() {
	l, ok := p.view.(lighter)
	b := p.byID("light-groups")
	if !ok || b == nil {
		return
	}
	show(b)
	p.on("light-groups", "click", func(dom.Event) {
		on := b.GetAttribute("aria-pressed") != "true"
		b.SetAttribute("aria-pressed", strconv.FormatBool(on))
		l.LightLargest(on)
		p.redraw()
	})
}
