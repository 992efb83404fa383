package iris_test

import (
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// docs/rules.md: "Options: size = side of the hexhex, 5..8, default 7."
func TestOptions(t *testing.T) {
	tests := []struct {
		words []string
		size  int // 0: an error
	}{
		{nil, 7},
		{[]string{"size=5"}, 5},
		{[]string{"size=8"}, 8},
		{[]string{"size=5", "size=6"}, 6}, // the last value wins
		{[]string{"size=4"}, 0},
		{[]string{"size=9"}, 0},
		{[]string{"size=07"}, 0},
		{[]string{"size="}, 0},
		{[]string{"size=x"}, 0},
		{[]string{"pie=on"}, 0},
	}
	for _, tt := range tests {
		opts, err := rules.ParseOptionWords(iris.Game{}, tt.words)
		var pos rules.Position
		if err == nil {
			pos, err = iris.Game{}.New(opts)
		}
		switch {
		case tt.size == 0 && err == nil:
			t.Errorf("%q: accepted, want an error", tt.words)
		case tt.size != 0 && err != nil:
			t.Errorf("%q: %v", tt.words, err)
		case tt.size != 0 && pos.(*iris.State).Options().Size != tt.size:
			t.Errorf("%q: size %d, want %d", tt.words, pos.(*iris.State).Options().Size, tt.size)
		case tt.size != 0 && len(pos.Legal(nil)) != len(grayCells(tt.size))+1:
			t.Errorf("%q: %d legal first moves, want the gray cells of side %d and pass", tt.words, len(pos.Legal(nil)), tt.size)
		}
	}
}

// FuzzParseOptions reads any size value: an accepted one is 5 to 8 and
// writes back as itself; a refused one is an iris error that quotes it.
func FuzzParseOptions(f *testing.F) {
	for _, seed := range []string{"7", "5", "8", "4", "9", "", "07", "x", "7 "} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, value string) {
		o, err := iris.ParseOptions(rules.Options{"size": value})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "iris: ") || !strings.Contains(err.Error(), strconv.Quote(value)) {
				t.Fatalf("ParseOptions(size=%q): error %q should start with iris: and quote the value", value, err)
			}
			return
		}
		if o.Size < iris.MinSize || o.Size > iris.MaxSize || strconv.Itoa(o.Size) != value {
			t.Fatalf("ParseOptions(size=%q) = %+v", value, o)
		}
	})
}

func TestGameDescribesItself(t *testing.T) {
	g := iris.Game{}
	if g.Name() != "iris" || g.Title() != "Iris" || g.Players() != [2]string{"black", "white"} {
		t.Errorf("Game: %q %q %q", g.Name(), g.Title(), g.Players())
	}
	if opts := rules.DefaultOptions(g); opts["size"] != "7" || len(opts) != 1 {
		t.Errorf("default options %v, want size=7 only", opts)
	}
}
