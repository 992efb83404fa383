//go:build js

package page

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"tessera/wasm/board"
	"tessera/wasm/embedding"
	"tessera/wasm/play"
	"tessera/wasm/settings"
)

// settingsKey is where the settings are kept in localStorage, for every
// game; static/guard.js reads the theme there before the page is drawn.
const settingsKey = "tessera:" + settings.Key

// loadSettings reads the player's settings and applies them. Settings it
// cannot read give way to the usual ones, and the player is told.
func (p *Page) loadSettings() {
	stored, _ := getItem("localStorage", settingsKey)
	set, err := settings.Decode(stored)
	p.set = set
	p.applySettings()
	if err != nil {
		p.notice("Your settings: " + err.Error() + ".")
	}
}

// saveSettings keeps the settings for later visits; if the browser will
// not keep them, they hold for this visit.
func (p *Page) saveSettings() {
	setItem("localStorage", settingsKey, p.set.Encode())
}

// applySettings puts the settings in force: the page's theme, the board's
// colours, the sound and the board's optional displays. The motion is
// applied by changed.
func (p *Page) applySettings() {
	if p.embed.Theme == embedding.Auto { // an embed's theme= is the host's choice
		js.Global().Call("tesseraTheme", string(p.set.Theme)) // static/guard.js
	}
	p.dark = p.isDark()
	p.sound.on = p.set.Sound
	p.applyDisplays()
}

// isDark says whether the board is drawn dark: as an embed's theme= says,
// or else as the settings and the system say.
func (p *Page) isDark() bool {
	if p.embed.Theme != embedding.Auto {
		return p.embed.Dark(p.systemDark)
	}
	return p.set.Dark(p.systemDark)
}

// motion scales the board's animations, as the settings and the system's
// reduced-motion preference say.
func (p *Page) motion() float64 {
	return p.set.Motion(matches("(prefers-reduced-motion: reduce)"))
}

// wireSettings connects the settings dialog: every change applies at once
// and is kept.
func (p *Page) wireSettings() {
	p.on("settings", "click", func(dom.Event) { p.openSettings() })
	p.on("settings-close", "click", func(dom.Event) { p.byID("settings-dialog").Underlying().Call("close") })
	p.on("settings-form", "change", func(ev dom.Event) {
		in := ev.Underlying().Get("target")
		p.setting(in.Get("name").String(), in)
		p.applySettings()
		p.saveSettings()
		p.s.Motion = p.motion()
		p.touched()
	})
	p.showDisplayChoices()
}

// setting takes the value of the form's field name, the input in.
func (p *Page) setting(name string, in js.Value) {
	checked := in.Get("checked").Truthy()
	switch name {
	case "theme":
		p.set.Theme = settings.Theme(in.Get("value").String())
	case "speed":
		p.set.Speed = settings.Speed(in.Get("value").String())
	case "sound":
		p.set.Sound = checked
	case "coords":
		p.set.Coords = checked
	case "flip":
		p.set.Flip = checked
	case "orient":
		p.set.Orient = board.Orient(in.Get("value").String())
	case "confirm":
		p.set.OneTap = !checked
	}
}

// openSettings opens the settings dialog showing the settings in force.
func (p *Page) openSettings() {
	els := p.byID("settings-form").Underlying().Get("elements")
	set := func(name, prop string, v any) {
		if in := els.Get(name); !in.IsUndefined() && !in.IsNull() {
			in.Set(prop, v)
		}
	}
	set("theme", "value", string(p.set.Theme))
	set("speed", "value", string(p.set.Pace(matches("(prefers-reduced-motion: reduce)"))))
	set("sound", "checked", p.set.Sound)
	set("coords", "checked", p.set.Coords)
	set("flip", "checked", p.set.Flip)
	set("orient", "value", string(p.set.Orient))
	set("confirm", "checked", !p.set.OneTap)
	p.byID("settings-dialog").Underlying().Call("showModal")
}

// applyDisplays gives the view the settings of its displays, and the
// canvas the shape the view then asks for.
func (p *Page) applyDisplays() {
	play.ApplyDisplays(p.view, p.set)
	p.dressShape()
}

// showDisplayChoices shows in the dialog the displays the view has.
func (p *Page) showDisplayChoices() {
	for _, d := range play.Displays {
		p.setShown(d.ID, d.Set(p.view, p.set))
	}
}

// settingsHook is window.tessera.settings(): the settings in force, with
// the motion and the board's colours they give.
func (p *Page) settingsHook() js.Func {
	return js.FuncOf(func(js.Value, []js.Value) any {
		return map[string]any{
			"theme": string(p.set.Theme), "sound": p.set.Sound, "speed": string(p.set.Speed),
			"coords": p.set.Coords, "flip": p.set.Flip, "orient": string(p.set.Orient), "oneTap": p.set.OneTap, "motion": p.s.Motion, "dark": p.dark,
		}
	})
}
