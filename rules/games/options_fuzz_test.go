package games

import (
	"maps"
	"strings"
	"testing"

	"tessera/rules"
)

// FuzzOptions: for every game, option words are either refused with an
// error naming the game, or give options that start a game and that write
// back (NonDefault) as words reading as the same options.
func FuzzOptions(f *testing.F) {
	for _, s := range []string{
		"pieces=1", "pieces=1000000000", "size=5", "size=1e9", "size=08", "pie=off", "komi=-0.5",
		"komi=1.25", "variant=gentleman", "variant=", "size", "=", "size=7 size=9",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		words := strings.Fields(text)
		for _, g := range All() {
			opts, err := rules.ParseOptionWords(g, words)
			if err == nil {
				_, err = g.New(opts)
			}
			if err != nil {
				if !strings.HasPrefix(err.Error(), g.Name()+": ") {
					t.Errorf("%s %q: error %q does not name the game", g.Name(), text, err)
				}
				continue
			}
			again, err := rules.ParseOptionWords(g, opts.NonDefault(g))
			if err != nil || !maps.Equal(again, opts) {
				t.Errorf("%s %q: options %v write back as %q, read as %v, %v", g.Name(), text, opts, opts.NonDefault(g), again, err)
			}
		}
	})
}
