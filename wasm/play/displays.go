package play

import "tessera/wasm/settings"

// A Display is a setting that changes how a view draws its board, offered
// in the page's settings dialog (the field with ID) only for a view that
// has it.
type Display struct {
	ID string // the dialog's field, in board.html
	// Set gives v the setting from s and says whether v has the display.
	Set func(v View, s settings.Settings) bool
}

// Displays are the board's displays: coordinates, flip and orientation.
var Displays = []Display{
	{"setting-coords", func(v View, s settings.Settings) bool {
		c, ok := v.(Coordinated)
		if ok {
			c.SetCoords(s.Coords)
		}
		return ok
	}},
	{"setting-flip", func(v View, s settings.Settings) bool {
		f, ok := v.(Flipper)
		if ok {
			f.SetFlip(s.Flip)
		}
		return ok
	}},
	{"setting-orient", func(v View, s settings.Settings) bool {
		o, ok := v.(Orienter)
		if ok {
			o.SetOrient(s.Orient)
		}
		return ok
	}},
}

// ApplyDisplays gives v every display's setting from s.
func ApplyDisplays(v View, s settings.Settings) {
	for _, d := range Displays {
		d.Set(v, s)
	}
}
