package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Options holds a game's settings by key, every key of the game present.
type Options map[string]string

// ParseOptions reads g's settings from given, a map by key as the page,
// the AI requests and the saved games hold them: an unknown key is an
// error (the first in byte order, if several), and keys not given take
// their defaults. Values are judged by g.New.
func ParseOptions(g Game, given map[string]string) (Options, error) {
	opts := DefaultOptions(g)
	keys := make([]string, 0, len(given))
	for k := range given {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if _, known := opts[key]; !known {
			return nil, fmt.Errorf("%s: unknown option %q (options: %s)", g.Name(), key, optionKeys(g))
		}
		opts[key] = given[key]
	}
	return opts, nil
}

// ParseOptionWords reads key=value words for g, as the referee's command
// line and the share links write them: a word without '=' is an error, a
// repeated key's last value wins, and the rest is as for ParseOptions.
func ParseOptionWords(g Game, words []string) (Options, error) {
	given, known := map[string]string{}, DefaultOptions(g)
	for _, w := range words {
		key, value, ok := strings.Cut(w, "=")
		if !ok {
			return nil, fmt.Errorf("%s: option %q is not key=value", g.Name(), w)
		}
		if _, ok := known[key]; !ok {
			return nil, fmt.Errorf("%s: unknown option %q (options: %s)", g.Name(), key, optionKeys(g))
		}
		given[key] = value
	}
	return ParseOptions(g, given)
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
