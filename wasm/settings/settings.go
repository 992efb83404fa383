// Package settings is the player's choices about how the board looks and
// sounds, kept across visits and games: theme, sound, animation speed,
// coordinates, orientation and whether taps on small cells are confirmed. It reads and writes them as the JSON the
// page keeps in localStorage ("tessera:settings"; static/guard.js reads its
// theme before the page is drawn, so that the page never flashes in the
// other scheme). It is pure: no I/O, no syscall/js.
package settings

import (
	"errors"
	"strings"

	"tessera/wasm/board"
)

// Key is the name of the settings in the page's store.
const Key = "settings"

// Theme is the colour scheme of the site.
type Theme string

// The themes.
const (
	System Theme = "system" // the system's preference (prefers-color-scheme)
	Light  Theme = "light"
	Dark   Theme = "dark"
)

// Themes are the themes in the order the settings dialog offers them.
var Themes = []Theme{System, Light, Dark}

// Speed is how fast pieces and dice move.
type Speed string

// The speeds. Auto, the default, is Normal, or Off when the system asks
// for reduced motion.
const (
	Auto   Speed = ""
	Off    Speed = "off"
	Fast   Speed = "fast"
	Normal Speed = "normal"
	Slow   Speed = "slow"
)

// Speeds are the speeds a player picks, in the order the dialog offers them.
var Speeds = []Speed{Off, Fast, Normal, Slow}

// motion scales play.Session's animation times for each speed.
var motion = map[Speed]float64{Off: 0, Fast: 0.5, Normal: 1, Slow: 1.8}

// Settings are the player's choices. The zero value is not the default:
// use Default. Their JSON codec is settings_json.go's.
type Settings struct {
	Theme  Theme        `json:"theme"`
	Sound  bool         `json:"sound"`            // sounds on (the mute switch off)
	Speed  Speed        `json:"speed,omitempty"`  // Auto follows the system
	Coords bool         `json:"coords"`           // the board's coordinates shown
	Flip   bool         `json:"flip"`             // the board turned half round
	Orient board.Orient `json:"orient,omitempty"` // how a long board (Ur's) lies; AnyOrient follows the screen
	OneTap bool         `json:"oneTap,omitempty"` // a touch on a small cell plays at once, unconfirmed
}

// SmallCell is the size, in CSS pixels, under which a board's cells are too
// small for a fingertip to hit surely: there a touch that would play is
// confirmed by a second (ConfirmTaps).
const SmallCell = 36

// ConfirmTaps says whether a touch that would play must be confirmed by a
// second on the same cell: on touch, with cells smaller than SmallCell
// (cell, in CSS pixels), unless the player turned it off (OneTap).
func (s Settings) ConfirmTaps(touch bool, cell float64) bool {
	return touch && !s.OneTap && cell < SmallCell
}

// Default returns the settings of a first visit: the system's theme, sound
// on, the system's motion, coordinates shown, the board the usual way and
// a long board lying as suits the screen.
func Default() Settings {
	return Settings{Theme: System, Sound: true, Speed: Auto, Coords: true}
}

// Decode reads settings stored by Encode; "" (nothing stored) gives the
// default. A value it cannot read, as a whole or in part, falls back to
// the default for what it cannot read, and the error says what was wrong.
func Decode(stored string) (Settings, error) {
	s := Default()
	if stored == "" {
		return s, nil
	}
	if err := decodeJSON(stored, &s); err != nil {
		return Default(), errors.New("the saved settings could not be read, so the usual ones are used")
	}
	var bad []string
	if !known(s.Theme, Themes) {
		s.Theme, bad = System, append(bad, "theme")
	}
	if s.Speed != Auto && !known(s.Speed, Speeds) {
		s.Speed, bad = Auto, append(bad, "animation speed")
	}
	if !known(s.Orient, []board.Orient{board.AnyOrient, board.Upright, board.Across}) {
		s.Orient, bad = board.AnyOrient, append(bad, "board orientation")
	}
	if bad != nil {
		last := len(bad) - 1
		list := bad[last]
		if last > 0 {
			list = strings.Join(bad[:last], ", ") + " and " + list
		}
		return s, errors.New("the saved " + list + " could not be read, so the usual is used")
	}
	return s, nil
}

// Encode writes the settings for Decode.
func (s Settings) Encode() string {
	return string(encodeJSON(s))
}

// Motion scales the board's animation times: 0 for none, 1 for the usual
// pace, more for slower. reduced says whether the system asks for reduced
// motion, which the Auto speed follows.
func (s Settings) Motion(reduced bool) float64 {
	return motion[s.Pace(reduced)]
}

// Pace is the speed in effect: the chosen one, or Auto's.
func (s Settings) Pace(reduced bool) Speed {
	switch {
	case s.Speed != Auto:
		return s.Speed
	case reduced:
		return Off
	}
	return Normal
}

// Dark says whether the board is drawn dark, given whether the system
// prefers dark.
func (s Settings) Dark(systemDark bool) bool {
	switch s.Theme {
	case Light:
		return false
	case Dark:
		return true
	}
	return systemDark
}

func known[T comparable](v T, list []T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
