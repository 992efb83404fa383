package settings

import (
	"tessera/wasm/board"
	"tessera/wasm/jsonwire"
)

// The JSON codec of Settings, written with jsonwire. An absent member, or
// a null, leaves its setting as it was; a member of a key the codec does
// not know is skipped, for settings a later version of the site adds.

// encodeJSON writes s, the speed, orientation and one-tap setting only
// when set.
func encodeJSON(s Settings) []byte {
	var w jsonwire.Writer
	w.ObjectStart()
	w.Key("theme")
	w.String(string(s.Theme))
	w.Key("sound")
	w.Bool(s.Sound)
	if s.Speed != "" {
		w.Key("speed")
		w.String(string(s.Speed))
	}
	w.Key("coords")
	w.Bool(s.Coords)
	w.Key("flip")
	w.Bool(s.Flip)
	if s.Orient != "" {
		w.Key("orient")
		w.String(string(s.Orient))
	}
	if s.OneTap {
		w.Key("oneTap")
		w.Bool(true)
	}
	w.ObjectEnd()
	b, _ := w.Bytes() // no numbers, so no error
	return b
}

// decodeJSON reads what encodeJSON writes over s.
func decodeJSON(text string, s *Settings) error {
	r := jsonwire.NewReader([]byte(text))
	if !r.Null() {
		r.Object(func(key string) {
			if r.Null() {
				return
			}
			switch key {
			case "theme":
				s.Theme = Theme(r.String())
			case "sound":
				s.Sound = r.Bool()
			case "speed":
				s.Speed = Speed(r.String())
			case "coords":
				s.Coords = r.Bool()
			case "flip":
				s.Flip = r.Bool()
			case "orient":
				s.Orient = board.Orient(r.String())
			case "oneTap":
				s.OneTap = r.Bool()
			default:
				r.Skip()
			}
		})
	}
	return r.End()
}
