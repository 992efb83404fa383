package publish

import "testing"

// A page loads its game's own program where the build made one, and the
// program for every game otherwise; only a game's own program has a
// stand-in.
func TestProgramOf(t *testing.T) {
	s := &builder{assets: map[string]*asset{
		allGames:          {key: allGames, url: "/assets/tessera.00000000.wasm"},
		ownProgram("ur"):  {key: "ur.wasm", url: "/assets/ur.11111111.wasm"},
		"engines.wasm":    {key: "engines.wasm", url: "/assets/engines.22222222.wasm"},
		"games/iris.wasm": {key: "games/iris.wasm", url: "/assets/games/iris.33333333.wasm"},
	}}
	for game, want := range map[string]string{"ur": "ur.wasm", "iris": allGames, "echelon": allGames} {
		if got := s.programOf(game); got != want {
			t.Errorf("programOf(%s) = %s, want %s", game, got, want)
		}
	}
	standIns := s.standIns()
	if len(standIns) != 1 || standIns["/assets/ur.11111111.wasm"] != "/assets/tessera.00000000.wasm" {
		t.Errorf("standIns() = %v, want Ur's own program served by the one for every game", standIns)
	}
	delete(s.assets, allGames)
	if got := s.standIns(); len(got) != 0 {
		t.Errorf("without the program for every game, standIns() = %v, want none", got)
	}
}
