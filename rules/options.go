package rules

import (
	"sort"
	"strconv"
	"strings"
)

// Options holds a game's settings by key, every key of the game present.
type Options map[string]string

// ParseOptions reads g's settings from given, a map by key as the page,
// the AI requests and the saved games hold them: an unknown key, or a
// value its Option does not take, is an *OptionError (the first in byte
// order of keys, if several), and keys not given take their defaults.
func ParseOptions(g Game, given map[string]string) (Options, error) {
	opts := DefaultOptions(g)
	keys := make([]string, 0, len(given))
	for k := range given {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		o, known := option(g, key)
		if !known {
			return nil, &OptionError{Game: g, Option: o, Unknown: true}
		}
		if !o.Takes(given[key]) {
			return nil, &OptionError{Game: g, Option: o, Value: given[key]}
		}
		opts[key] = given[key]
	}
	return opts, nil
}

// ParseOptionWords reads key=value words for g, as the referee's command
// line and the share links write them: a word without '=' is an error, a
// repeated key's last value wins, and the rest is as for ParseOptions.
func ParseOptionWords(g Game, words []string) (Options, error) {
	given := map[string]string{}
	for _, w := range words {
		key, value, ok := strings.Cut(w, "=")
		if !ok {
			return nil, &OptionError{Game: g, Word: w}
		}
		if o, ok := option(g, key); !ok {
			return nil, &OptionError{Game: g, Option: o, Unknown: true}
		}
		given[key] = value
	}
	return ParseOptions(g, given)
}

// BadOption returns the *OptionError for value, refused as g's option key:
// a game's own reading of its options refuses with it.
func BadOption(g Game, key, value string) error {
	o, known := option(g, key)
	return &OptionError{Game: g, Option: o, Value: value, Unknown: !known}
}

// option returns g's option of key, and false (with only Key set) when g
// has none.
func option(g Game, key string) (Option, bool) {
	for _, o := range g.Options() {
		if o.Key == key {
			return o, true
		}
	}
	return Option{Key: key}, false
}

// OptionError reports a setting a game does not take: a word not written
// key=value, a key the game does not have, or a value its Option refuses.
type OptionError struct {
	Game    Game
	Word    string // a word that is not key=value, or ""
	Option  Option // the option refused (only its Key when Unknown)
	Unknown bool   // the game has no option of Option.Key
	Value   string // the value refused
}

// Error says what is wrong for developers, as `iris: size="9": must be a
// number from 5 to 8`.
func (e *OptionError) Error() string {
	switch {
	case e.Word != "":
		return e.Game.Name() + ": option " + strconv.Quote(e.Word) + " is not key=value"
	case e.Unknown:
		return e.Game.Name() + ": unknown option " + strconv.Quote(e.Option.Key) + " (options: " + optionKeys(e.Game) + ")"
	}
	return e.Game.Name() + ": " + e.Option.Key + "=" + strconv.Quote(e.Value) + ": must be " + e.Option.rule()
}

// Say says what is wrong for a player, and what to do, as `Board size "9"
// is not possible: choose a whole number from 5 to 8.`
func (e *OptionError) Say() string {
	title := e.Game.Title()
	switch {
	case e.Word != "":
		return strconv.Quote(e.Word) + " is not a setting of " + title + ": settings are written name=value, as " + example(e.Game) + "."
	case e.Unknown:
		return title + " has no setting called " + strconv.Quote(e.Option.Key) + ": leave it out (its settings: " + optionKeys(e.Game) + ")."
	}
	return capital(e.Option.Name) + " " + strconv.Quote(e.Value) + " is not possible: " + e.Option.fix(e.Value) + "."
}

// example is a setting of g written key=value, its first at its default.
func example(g Game) string {
	if opts := g.Options(); len(opts) > 0 {
		return opts[0].Key + "=" + opts[0].Default
	}
	return "size=7"
}

// DefaultOptions returns g's options with every key at its default.
func DefaultOptions(g Game) Options {
	opts := Options{}
	for _, o := range g.Options() {
		opts[o.Key] = o.Default
	}
	return opts
}

// NonDefault returns the key=value words of opts that differ from g's
// defaults, in g's option order: the shortest words that say opts.
func (opts Options) NonDefault(g Game) []string {
	var words []string
	for _, o := range g.Options() {
		if v, ok := opts[o.Key]; ok && v != o.Default {
			words = append(words, o.Key+"="+v)
		}
	}
	return words
}

func optionKeys(g Game) string {
	var keys []string
	for _, o := range g.Options() {
		keys = append(keys, o.Key)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return "none"
	}
	return strings.Join(keys, ", ")
}
