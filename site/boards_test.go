package site

import (
	"testing"

	"tessera/rules/games"
)

// TestBoardsAreGames checks that every game named in boards is in the
// registry, so a typo cannot hide a game's pages.
func TestBoardsAreGames(t *testing.T) {
	for _, name := range boards {
		if _, err := games.Lookup(name); err != nil {
			t.Errorf("boards names %q: %v", name, err)
		}
		if _, ok := lookupBoard(name); !ok {
			t.Errorf("lookupBoard(%q) finds nothing", name)
		}
	}
	if len(Games()) != len(boards) {
		t.Errorf("Games() has %d games, boards names %d", len(Games()), len(boards))
	}
}
