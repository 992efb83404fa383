package play

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"tessera/rules/games"
)

// FuzzParseRecordText: a pasted record, however wrong, is either refused
// with an error in words (prefixed by the package that refused it) or read
// into a match whose exported text reads back as the same game.
func FuzzParseRecordText(f *testing.F) {
	for _, s := range []string{
		"3:L4 0 4:L4", "pieces=1 4:L4 4:L0 4:M3 0 3:M7", "pieces=9", "size=5 d4 pass pass",
		"variant=gentleman b1-b2", "size=6 swap", "  \t\n", "x=1=2 resign resign", "komi=-3.5 Be5",
		"size=5 setup=white_b:a1.i9_w:e5 e4", "setup=right_l:M3 1:R4",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range games.All() {
			m, err := ParseRecordText(g, text)
			if err != nil {
				if msg := err.Error(); !strings.HasPrefix(msg, g.Name()+": ") && !strings.HasPrefix(msg, "play: ") {
					t.Errorf("%s: error %q names no package", g.Name(), msg)
				}
				continue
			}
			again, err := ParseRecordText(g, RecordText(m))
			if err != nil {
				t.Fatalf("%s: %q exports as %q, which does not read: %v", g.Name(), text, RecordText(m), err)
			}
			if !slices.Equal(again.Tokens(), m.Tokens()) || !maps.Equal(again.Options(), m.Options()) || again.Setup() != m.Setup() {
				t.Errorf("%s: %q exports as %q, which reads as another game", g.Name(), text, RecordText(m))
			}
		}
	})
}
