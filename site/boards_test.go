package site

import (
	"testing"

	"tessera/rules"
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

// TestSides names the seats as the boards do: Ur's by their look, the
// others as their rules do.
func TestSides(t *testing.T) {
	for _, g := range games.All() {
		want := g.Players()
		if g.Name() == "ur" {
			want = [2]string{"light", "dark"}
		}
		if got := Sides(g); got != want {
			t.Errorf("Sides(%s) = %q, want %q", g.Name(), got, want)
		}
	}
	if got := Sides(noBoard{}); got != (noBoard{}).Players() {
		t.Errorf("Sides of a game without a board = %q, want its rules' names", got)
	}
}

// noBoard is a game no view draws.
type noBoard struct{ rules.Game }

func (noBoard) Name() string       { return "no-board" }
func (noBoard) Players() [2]string { return [2]string{"north", "south"} }
