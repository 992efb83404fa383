package views

import (
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
