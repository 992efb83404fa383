package settings

import (
	"testing"

	"tessera/wasm/board"
)

// easyjsonSettings are settings as the easyjson codec that came before
// jsonwire's wrote them, which players keep in their browsers: Encode
// writes the same texts, and Decode reads them back to the same values.
var easyjsonSettings = []struct {
	s    Settings
	text string
}{
	{Default(), `{"theme":"system","sound":true,"coords":true,"flip":false}`},
	{Settings{Theme: Dark, Speed: Slow, Flip: true, Orient: board.Across, OneTap: true}, `{"theme":"dark","sound":false,"speed":"slow","coords":false,"flip":true,"orient":"across","oneTap":true}`},
	{Settings{Theme: Light, Sound: true, Speed: Off, Coords: true, Orient: board.Upright}, `{"theme":"light","sound":true,"speed":"off","coords":true,"flip":false,"orient":"upright"}`},
}

// easyjsonSettingsReads are texts and the settings the easyjson codec read
// them as: unknown keys skipped, nulls leaving the default.
var easyjsonSettingsReads = map[string]Settings{
	`{"theme":"dark","future":{"a":[1,null]},"sound":null,"flip":true}`: {Theme: Dark, Sound: true, Coords: true, Flip: true},
	`null`: Default(),
	`{}`:   Default(),
}

func TestEasyjsonSettings(t *testing.T) {
	for _, c := range easyjsonSettings {
		if got := c.s.Encode(); got != c.text {
			t.Errorf("Encode() = %s\nwant       %s", got, c.text)
		}
		if got, err := Decode(c.text); err != nil || got != c.s {
			t.Errorf("Decode(%s) = %+v, %v", c.text, got, err)
		}
	}
	for text, want := range easyjsonSettingsReads {
		if got, err := Decode(text); err != nil || got != want {
			t.Errorf("Decode(%s) = %+v, %v; want %+v", text, got, err, want)
		}
	}
	for _, text := range []string{`{"sound":"yes"}`, `{"theme":1}`, `{"theme":"dark"`, `[]`, "{\"theme\":\"\xff\"}"} {
		if got, err := Decode(text); err == nil || got != Default() {
			t.Errorf("Decode(%s) = %+v, %v; want the default and an error", text, got, err)
		}
	}
}
