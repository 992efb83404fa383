package board

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tessera/ai"
	"tessera/rules"
	"tessera/rules/games"
)

func TestSavedRoundTrip(t *testing.T) {
	s := Saved{Version: SaveVersion, Game: "ur", Options: map[string]string{"pieces": "5"},
		Tokens: []string{"4:L4", "2:L0", "4:R4", "2:R0"}, Undone: []string{"0"}, Sides: [2]string{Human, "random"},
		Seed: 1<<64 - 3}
	got, m, err := DecodeSaved(s.Encode(), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Tokens, s.Tokens) || !slices.Equal(got.Undone, s.Undone) || got.Sides != s.Sides || got.Options["pieces"] != "5" || got.Seed != s.Seed {
		t.Errorf("decoded %+v, want %+v", got, s)
	}
	if m.Ply() != 4 || m.Options()["pieces"] != "5" {
		t.Errorf("the match is at ply %d with %v", m.Ply(), m.Options())
	}
}

// TestSavedSeed: the dice's seed is kept as a decimal string (exact in
// JavaScript); a game saved before the dice had a seed still loads, with
// none (0), and so is written without one.
func TestSavedSeed(t *testing.T) {
	s := Saved{Version: SaveVersion, Game: "ur", Tokens: []string{"4:L4"}, Sides: [2]string{Human, Human}, Seed: 9007199254740993}
	if text := s.Encode(); !strings.Contains(text, `"seed":"9007199254740993"`) {
		t.Errorf("the seed is not kept as a string: %s", text)
	}
	old := `{"v":1,"game":"ur","options":{"pieces":"7"},"tokens":["4:L4","2:L0"],"undone":["3:L4"],"sides":["human","human"]}`
	got, m, err := DecodeSaved(old, games.Lookup)
	if err != nil {
		t.Fatalf("a game saved without a seed: %v", err)
	}
	if got.Seed != 0 || m.Ply() != 2 || !slices.Equal(got.Undone, []string{"3:L4"}) {
		t.Errorf("the old saved game read as %+v at ply %d", got, m.Ply())
	}
	if strings.Contains(got.Encode(), "seed") {
		t.Errorf("a game without a seed is written with one: %s", got.Encode())
	}
}

// TestSavedStandardJSON: a game saved by encoding/json (as every build
// before easyjson saved it) reads the same, and encoding/json reads what
// Encode writes.
func TestSavedStandardJSON(t *testing.T) {
	s := Saved{Version: SaveVersion, Game: "ur", Options: map[string]string{"pieces": "7"},
		Tokens: []string{"4:L4", "2:L0"}, Undone: []string{"3:R4"}, Sides: [2]string{Human, "random"}, Seed: 1<<64 - 1,
		Review: []ai.PlyReview{{Ply: 1, Moves: []ai.MoveChance{{Token: "2:L0", Chance: 1e-7}}, Played: 1e-7, Lost: 0.25}}}
	old, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if got, _, err := DecodeSaved(string(old), games.Lookup); err != nil || !reflect.DeepEqual(got, s) {
		t.Errorf("DecodeSaved(%s) = %+v, %v", old, got, err)
	}
	var got Saved
	if err := json.Unmarshal([]byte(s.Encode()), &got); err != nil || !reflect.DeepEqual(got, s) {
		t.Errorf("encoding/json reads %s as %+v, %v", s.Encode(), got, err)
	}
}

// A game the lookup does not know is damaged, unless the lookup says
// otherwise: a page's program that plays one game names the other games.
func TestDecodeSavedLookupWords(t *testing.T) {
	text := `{"v":1,"game":"iris","options":{},"tokens":["e5"],"sides":["human","human"]}`
	words := "It is a game of Iris, not of Royal Game of Ur."
	for name, tt := range map[string]struct {
		lookup func(string) (rules.Game, error)
		say    string
	}{
		"with words":    {func(string) (rules.Game, error) { return nil, rules.Said(errors.New("page: not here"), words) }, words},
		"without words": {func(string) (rules.Game, error) { return nil, errors.New("page: not here") }, damaged},
	} {
		_, m, err := DecodeSaved(text, tt.lookup)
		if err == nil || m != nil || !strings.HasPrefix(err.Error(), "board: ") || rules.Say(err) != tt.say {
			t.Errorf("%s: DecodeSaved = %v, %v saying %q; want an error saying %q", name, m, err, rules.Say(err), tt.say)
		}
	}
}

func TestDecodeSavedRefuses(t *testing.T) {
	good := `{"v":1,"game":"ur","options":{},"tokens":["4:L4"],"sides":["human","human"]}`
	if _, _, err := DecodeSaved(good, games.Lookup); err != nil {
		t.Fatalf("the good record: %v", err)
	}
	for name, text := range map[string]string{
		"empty":         ``,
		"not JSON":      `tokens: 4:L4`,
		"version":       strings.Replace(good, `"v":1`, `"v":2`, 1),
		"unknown field": strings.Replace(good, `"v":1`, `"v":1,"x":3`, 1),
		"trailing":      good + `{}`,
		"not UTF-8":     strings.Replace(good, `"4:L4"`, "\"4:L4\xff\"", 1),
		"unknown game":  strings.Replace(good, `"ur"`, `"chess"`, 1),
		"bad option":    strings.Replace(good, `"options":{}`, `"options":{"pieces":"9"}`, 1),
		"unknown key":   strings.Replace(good, `"options":{}`, `"options":{"dice":"2"}`, 1),
		"illegal move":  strings.Replace(good, `"4:L4"`, `"4:M4"`, 1),
		"no sides":      strings.Replace(good, `["human","human"]`, `["human",""]`, 1),
		"wrong type":    strings.Replace(good, `["4:L4"]`, `"4:L4"`, 1),
		"seed number":   strings.Replace(good, `"v":1`, `"v":1,"seed":12`, 1),
		"seed word":     strings.Replace(good, `"v":1`, `"v":1,"seed":"twelve"`, 1),
		"seed too big":  strings.Replace(good, `"v":1`, `"v":1,"seed":"18446744073709551616"`, 1),
	} {
		if _, m, err := DecodeSaved(text, games.Lookup); err == nil || m != nil {
			t.Errorf("%s: decoded %q without error", name, text)
		} else if !strings.HasPrefix(err.Error(), "board: ") {
			t.Errorf("%s: error %q does not start with the package name", name, err)
		}
	}
}

func FuzzDecodeSaved(f *testing.F) {
	f.Add(`{"v":1,"game":"ur","options":{"pieces":"2"},"tokens":["4:L4","2:L0"],"sides":["human","random"]}`)
	f.Add(`{"v":1,"game":"ur","options":{},"tokens":[],"undone":["3:L4"],"sides":["human","human"]}`)
	f.Add(`{"v":1,"game":"ur","options":{},"tokens":["4:L4"],"sides":["human","human"],"seed":"18446744073709551615"}`)
	f.Add(`{"v":1}`)
	f.Add(`[]`)
	f.Fuzz(func(t *testing.T, text string) {
		s, m, err := DecodeSaved(text, games.Lookup)
		if err != nil {
			return
		}
		if m == nil || m.Ply() != len(s.Tokens) {
			t.Fatalf("decoded %q to a match at the wrong ply", text)
		}
		again, m2, err := DecodeSaved(s.Encode(), games.Lookup)
		if err != nil {
			t.Fatalf("re-encoding %q: %v", text, err)
		}
		if again.Encode() != s.Encode() || m2.Ply() != m.Ply() {
			t.Fatalf("the round trip of %q changed it: %s vs %s", text, again.Encode(), s.Encode())
		}
	})
}

// TestSavedReview: a review is kept with its record, and one that cannot
// be the record's is dropped while the game itself still loads.
func TestSavedReview(t *testing.T) {
	tokens := []string{"4:L4", "2:L0", "4:R4"}
	good := []ai.PlyReview{
		{Ply: 0, Moves: []ai.MoveChance{{Token: "4:L4", Chance: 0.55}}, Played: 0.55},
		{Ply: 2, Moves: []ai.MoveChance{{Token: "4:R4", Chance: 0.6}, {Token: "4:R0", Chance: 0.4}}, Played: 0.6},
	}
	s := Saved{Version: SaveVersion, Game: "ur", Tokens: tokens, Sides: [2]string{Human, Human}, Review: good}
	got, _, err := DecodeSaved(s.Encode(), games.Lookup)
	if err != nil || !reflect.DeepEqual(got.Review, good) {
		t.Fatalf("the review read back as %+v, %v", got.Review, err)
	}
	for name, bad := range map[string][]ai.PlyReview{
		"a ply past the record": {{Ply: 3, Played: 0.5}},
		"plies out of order":    {good[1], good[0]},
		"a chance above one":    {{Ply: 1, Played: 1.5}},
		"a negative loss":       {{Ply: 1, Played: 0.5, Lost: -0.1}},
		"a move without token":  {{Ply: 1, Moves: []ai.MoveChance{{Chance: 0.5}}}},
	} {
		s.Review = bad
		got, m, err := DecodeSaved(s.Encode(), games.Lookup)
		if err != nil || m.Ply() != len(tokens) {
			t.Errorf("%s: the game itself was lost: %v", name, err)
		}
		if got.Review != nil {
			t.Errorf("%s: kept %+v", name, got.Review)
		}
	}
}
