package publish

import "tessera/rules/games"

// The page's browser programs: allGames (wasm/cmd/tessera) plays every
// game, and a game's own, <game>.wasm (wasm/cmd/<game>), plays that game
// alone. A page loads its game's own program, the smaller download for a
// first visit (issue 23). The service worker precaches only the program
// for every game and serves it in place of each game's own (STANDINS in
// sw.js): every game plays offline after one visit, and no later visit
// downloads a game's program again.
const allGames = "tessera.wasm"

// programOf returns the asset key of the program a page of the game
// called name loads: the game's own, or the one for every game where the
// build has none.
func (s *builder) programOf(name string) string {
	if _, ok := s.assets[ownProgram(name)]; ok {
		return ownProgram(name)
	}
	return allGames
}

// ownProgram is the asset key of the program for the game called name
// alone.
func ownProgram(name string) string { return name + ".wasm" }

// standIns maps the URL of each game's own program to the URL of the
// program for every game, which stands in for it once cached.
func (s *builder) standIns() map[string]string {
	all, ok := s.assets[allGames]
	if !ok {
		return map[string]string{}
	}
	m := map[string]string{}
	for _, g := range games.All() {
		if own, ok := s.assets[ownProgram(g.Name())]; ok {
			m[own.url] = all.url
		}
	}
	return m
}
