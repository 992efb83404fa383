// Package views is the registry of the games' views: the one list, by game
// name, of the boards Tessera draws. The browser program (wasm/cmd/tessera)
// and the site's previews (tessera/site) both make their views here. It is
// free of syscall/js.
package views

import (
	"tessera/wasm/cartesoview"
	"tessera/wasm/ecalperview"
	"tessera/wasm/echelonview"
	"tessera/wasm/irisview"
	"tessera/wasm/play"
	"tessera/wasm/urview"
)

// All returns a constructor of a fresh view for every game with a board,
// by the game's name (rules.Game.Name).
func All() map[string]func() play.View {
	return map[string]func() play.View{
		"ur":      func() play.View { return &urview.View{} },
		"iris":    func() play.View { return &irisview.View{} },
		"echelon": func() play.View { return &echelonview.View{} },
		"ecalper": func() play.View { return &ecalperview.View{} },
		"carteso": func() play.View { return &cartesoview.View{} },
	}
}

// New returns a fresh view of the game called name, and false if it has no
// board.
func New(name string) (play.View, bool) {
	newView, ok := All()[name]
	if !ok {
		return nil, false
	}
	return newView(), true
}
