package embedding

import (
	"errors"
	"strconv"
	"strings"

	"tessera/rules"
)

// Mode is how an embedded board behaves.
type Mode string

// The modes of an embed.
const (
	Play Mode = "play" // a full game, computer levels included (the default)
	View Mode = "view" // a diagram: the record stepped through, no play
)

// Theme is the colour scheme an embed uses.
type Theme string

// The themes of an embed.
const (
	Auto  Theme = ""      // the host page's preference (prefers-color-scheme)
	Light Theme = "light" // light, whatever the preference
	Dark  Theme = "dark"  // dark, whatever the preference
)

// The query keys of the embed parameters.
const (
	keyMode  = "mode"
	keyTheme = "theme"
)

// Params are an embed URL's own parameters. The zero value is a play page
// (not an embed): its Mode is neither Play nor View.
type Params struct {
	Mode  Mode
	Theme Theme
}

// Split reads the embed parameters out of an embed URL's query (without
// '?'), and returns the rest of the query, unchanged and in order, for
// rules.ParseLink: mode=play|view (default play) and theme=light|dark
// (default: the host's preference). A repeated key's last value wins, as
// for game options. An unknown value is an error in words.
func Split(query string) (rest string, p Params, err error) {
	p.Mode = Play
	var kept []string
	for _, part := range strings.Split(query, "&") {
		if part == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, errKey := rules.QueryUnescape(rawKey)
		value, errValue := rules.QueryUnescape(rawValue)
		if errKey != nil || (key != keyMode && key != keyTheme) {
			kept = append(kept, part) // the link's to read, or to refuse
			continue
		}
		if errValue != nil {
			return "", Params{}, errors.New("embedding: the " + key + " " + strconv.Quote(rawValue) + " is malformed")
		}
		switch {
		case key == keyMode && (value == string(Play) || value == string(View)):
			p.Mode = Mode(value)
		case key == keyTheme && (value == string(Light) || value == string(Dark)):
			p.Theme = Theme(value)
		case key == keyMode:
			return "", Params{}, errors.New("embedding: mode " + strconv.Quote(value) + " is neither play nor view")
		default:
			return "", Params{}, errors.New("embedding: theme " + strconv.Quote(value) + " is neither light nor dark")
		}
	}
	return strings.Join(kept, "&"), p, nil
}

// Query writes the parameters that differ from the defaults, as a query
// (without '?'): mode=view, then theme. Play mode and the host's theme
// write nothing.
func (p Params) Query() string {
	var parts []string
	if p.Mode == View {
		parts = append(parts, keyMode+"="+string(View))
	}
	if p.Theme != Auto {
		parts = append(parts, keyTheme+"="+string(p.Theme))
	}
	return strings.Join(parts, "&")
}

// Dark says whether the embed draws in dark colours, given whether the
// host prefers dark (prefers-color-scheme).
func (p Params) Dark(hostPrefersDark bool) bool {
	switch p.Theme {
	case Light:
		return false
	case Dark:
		return true
	}
	return hostPrefersDark
}

// Viewing says whether the parameters ask for a diagram (view mode).
func (p Params) Viewing() bool { return p.Mode == View }
