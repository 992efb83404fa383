package views

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/games"
	"tessera/wasm/play"
)

// Every view is of a registered game, and New makes a fresh one each time.
func TestRegistry(t *testing.T) {
	if len(All()) == 0 {
		t.Fatal("no views")
	}
	for name := range All() {
		if _, err := games.Lookup(name); err != nil {
			t.Errorf("view %q: %v", name, err)
		}
		a, ok1 := New(name)
		b, ok2 := New(name)
		if !ok1 || !ok2 || a == nil || a == b {
			t.Errorf("New(%q) = %p, %v and %p, %v: want two fresh views", name, a, ok1, b, ok2)
		}
	}
	if v, ok := New("chess"); ok || v != nil {
		t.Errorf("New(chess) = %v, %v; want none", v, ok)
	}
}

// The view of a game that opens with a bid (rules.Bidding) says it
// (play.BidWords), and only such a game's view does: the page asks for
// the words only when the rules call for a bid.
func TestBidWords(t *testing.T) {
	for name, newView := range All() {
		g, _ := games.Lookup(name)
		_, bids := g.(rules.Bidding)
		if _, says := newView().(play.BidWords); says != bids {
			t.Errorf("%s: opens with a bid %v, its view says one %v", name, bids, says)
		}
	}
}

// Every view says what stands on a cell for the keyboard cursor
// (play.Teller): after a few moves, the cells named below, and nothing on
// an empty cell or a name that is no cell.
func TestStands(t *testing.T) {
	type standsCase struct {
		game   string
		opts   rules.Options
		tokens []string
		cell   string
		want   string
	}
	cases := []standsCase{
		{"iris", rules.Options{"size": "5"}, []string{"e5"}, "e5", "a black stone"},
		{"iris", rules.Options{"size": "5"}, []string{"e5"}, "d4", ""},
		{"ecalper", rules.Options{"size": "5"}, []string{"e5"}, "e5", "a black stone"},
		{"carteso", rules.Options{"size": "9"}, []string{"We5"}, "e5", "a white stone"},
		{"carteso", rules.Options{"size": "9"}, []string{"We5"}, "e6", ""},
		{"echelon", nil, nil, "b1", "a red piece"},
		{"echelon", nil, []string{"b1-c1"}, "c1", "a stack of 2, from the top: red, red"},
		{"echelon", nil, []string{"b1-c1"}, "b1", "a dead cell: no piece may move onto or through it"},
		{"ur", nil, nil, "L4", "light's start: 7 pieces waiting"},
		{"ur", nil, nil, "R5", "dark's finish: 0 pieces home"},
		{"ur", nil, []string{"4:L4"}, "L0", "a light piece"},
		{"ur", nil, []string{"4:L4"}, "M1", ""},
	}
	for name := range All() {
		if !slices.ContainsFunc(cases, func(c standsCase) bool { return c.game == name }) {
			t.Errorf("%s: no case", name)
		}
	}
	for _, c := range cases {
		g, _ := games.Lookup(c.game)
		m, err := rules.Replay(g, c.opts, c.tokens)
		if err != nil {
			t.Fatalf("%s %v: %v", c.game, c.tokens, err)
		}
		v, _ := New(c.game)
		teller, ok := v.(play.Teller)
		if !ok {
			t.Fatalf("%s: the view does not say what stands on a cell", c.game)
		}
		if got := teller.Stands(m.Position(), c.cell); got != c.want {
			t.Errorf("%s after %v, %s: %q, want %q", c.game, c.tokens, c.cell, got, c.want)
		}
		if got := teller.Stands(m.Position(), "zz99"); got != "" {
			t.Errorf("%s: no such cell: %q", c.game, got)
		}
	}
}
