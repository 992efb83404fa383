package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Options holds a game's settings by key, every key of the game present.
type Options map[string]string

// ParseOptions reads key=value words for g. An unknown key or a word
// without '=' is an error; a repeated key's last value wins; keys not given
// take their defaults. Values are judged by g.New.
func ParseOptions(g Game, words []string) (Options, error) {
	opts := DefaultOptions(g)
	for _, w := range words {
		key, value, ok := strings.Cut(w, "=")
		if !ok {
			return nil, fmt.Errorf("%s: option %q is not key=value", g.Name(), w)
		}
		if _, known := opts[key]; !known {
			return nil, fmt.Errorf("%s: unknown option %q (options: %s)", g.Name(), key, optionKeys(g))
		}
		opts[key] = value
	}
	return opts, nil
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
