package board

import (
	"reflect"
	"testing"

	"tessera/ai"
)

// easyjsonSaves are saved games as the easyjson codec that came before
// jsonwire's wrote them, which players keep in their browsers: Encode
// writes the same texts, and the codec reads them back to the same
// values.
var easyjsonSaves = []struct {
	s    Saved
	text string
}{
	{Saved{Version: 1, Game: "ur", Options: map[string]string{"pieces": "7"}, Tokens: []string{"2:L4", "0"}, Sides: [2]string{Human, "ur-expectimax"}}, `{"v":1,"game":"ur","options":{"pieces":"7"},"tokens":["2:L4","0"],"sides":["human","ur-expectimax"]}`},
	{Saved{Version: 1, Game: "iris", Options: map[string]string{}, Setup: "b:a1 w:h8", Tokens: []string{}, Undone: []string{"e5", "d4"}, Sides: [2]string{"iris-mcts", Human}, Seed: 1<<64 - 1}, `{"v":1,"game":"iris","options":{},"setup":"b:a1 w:h8","tokens":[],"undone":["e5","d4"],"sides":["iris-mcts","human"],"seed":"18446744073709551615"}`},
	{Saved{Version: 1, Game: "carteso", Tokens: nil, Sides: [2]string{Human, Human}, Seed: 42, Review: []ai.PlyReview{
		{Ply: 0, Moves: []ai.MoveChance{{Token: "a1", Chance: 0.5}, {Token: "<&>\u2028", Chance: 1e-7}}, Played: 0.5},
		{Ply: 2, Played: 1, Lost: 2.0 / 3}}}, `{"v":1,"game":"carteso","options":null,"tokens":null,"sides":["human","human"],"seed":"42","review":[{"ply":0,"moves":[{"token":"a1","chance":0.5},{"token":"\u003c\u0026\u003e\u2028","chance":1e-07}],"played":0.5,"lost":0},{"ply":2,"moves":null,"played":1,"lost":0.6666666666666666}]}`},
	{Saved{Version: 2, Game: "", Sides: [2]string{}}, `{"v":2,"game":"","options":null,"tokens":null,"sides":["",""]}`},
}

// easyjsonSavedReads are texts and the saved games the easyjson codec read
// them as: nulls, empty lists and maps, keys that come twice.
var easyjsonSavedReads = map[string]Saved{
	`{"v":1,"v":null,"options":null,"tokens":null,"sides":["a",null,"c"],"seed":"7","review":null}`: {Version: 1, Sides: [2]string{"a", ""}, Seed: 7},
	`{"options":{"a":null},"tokens":[],"undone":[],"sides":[],"review":[{"ply":1,"moves":[]},null]}`: {Options: map[string]string{"a": ""}, Tokens: []string{}, Undone: []string{},
		Review: []ai.PlyReview{{Ply: 1, Moves: []ai.MoveChance{}}, {}}},
	`{"seed":null,"setup":null,"game":"ur","game":"iris"}`: {Game: "iris"},
}

// easyjsonSavedRefused are texts the easyjson codec refused.
var easyjsonSavedRefused = []string{
	`{"v":1,"extra":1}`,
	`{"seed":7}`,
	`{"seed":"-1"}`,
	`{"seed":"18446744073709551616"}`,
	`{"review":[{"ply":1,"extra":null}]}`,
	`{"review":[{"moves":[{"token":"a","odds":1}]}]}`,
	`{"sides":"a"}`,
	`{"v":1}{}`,
}

func TestEasyjsonSaves(t *testing.T) {
	for _, c := range easyjsonSaves {
		if got := c.s.Encode(); got != c.text {
			t.Errorf("Encode() = %s\nwant       %s", got, c.text)
		}
		var got Saved
		if err := decodeJSON(c.text, &got); err != nil || !reflect.DeepEqual(got, c.s) {
			t.Errorf("decoded %s as %+v, %v", c.text, got, err)
		}
	}
	for text, want := range easyjsonSavedReads {
		var got Saved
		if err := decodeJSON(text, &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("decoded %s as %+v, %v; want %+v", text, got, err, want)
		}
	}
	for _, text := range easyjsonSavedRefused {
		var got Saved
		if err := decodeJSON(text, &got); err == nil {
			t.Errorf("decoded %s as %+v without error", text, got)
		}
	}
}
