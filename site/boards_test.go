package site

import (
	"testing"

	"tessera/rules/games"
	"tessera/wasm/views"
)

// TestBoardsAreGames checks that every view is of a game in the registry,
// so a misnamed view cannot hide a game's pages, and that every such game
// is published.
func TestBoardsAreGames(t *testing.T) {
	for name := range views.All() {
		if _, err := games.Lookup(name); err != nil {
			t.Errorf("views names %q: %v", name, err)
		}
		if _, ok := lookupBoard(name); !ok {
			t.Errorf("lookupBoard(%q) finds nothing", name)
		}
	}
	if len(Games()) != len(views.All()) {
		t.Errorf("Games() has %d games, views has %d", len(Games()), len(views.All()))
	}
}
