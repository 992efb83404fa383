package settings

import (
	"encoding/json"
	"strings"
	"testing"

	"tessera/wasm/board"
)

func TestDefaultWhenNothingStored(t *testing.T) {
	s, err := Decode("")
	if err != nil || s != Default() {
		t.Fatalf("Decode(\"\") = %+v, %v; want the default, nil", s, err)
	}
	if s.Theme != System || !s.Sound || s.Speed != Auto || !s.Coords || s.Flip || s.Orient != board.AnyOrient {
		t.Fatalf("Default() = %+v", s)
	}
}

func TestRoundTrip(t *testing.T) {
	for _, want := range []Settings{
		{Theme: Dark, Sound: false, Speed: Off, Coords: false, Flip: true, Orient: board.Across},
		{Theme: Light, Orient: board.Upright},
		{Theme: Light, Sound: true, Speed: Slow, Coords: true},
		{Theme: System, Sound: true, Speed: Auto, Coords: false},
		{Theme: System, Speed: Fast},
	} {
		got, err := Decode(want.Encode())
		if err != nil || got != want {
			t.Errorf("Decode(%s) = %+v, %v; want %+v", want.Encode(), got, err, want)
		}
	}
}

// TestPartialValueKeepsDefaults: settings saved by an older page, missing
// a field, keep that field's default.
func TestPartialValueKeepsDefaults(t *testing.T) {
	got, err := Decode(`{"theme":"dark"}`)
	want := Default()
	want.Theme = Dark
	if err != nil || got != want {
		t.Fatalf("Decode = %+v, %v; want %+v", got, err, want)
	}
}

// TestStandardJSON: settings stored by encoding/json (as every build
// before easyjson stored them) read the same, with a field this build does
// not know ignored; encoding/json reads what Encode writes.
func TestStandardJSON(t *testing.T) {
	want := Settings{Theme: Dark, Speed: Slow, Coords: true, Orient: board.Across, OneTap: true}
	b, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	stored := strings.Replace(string(b), "{", `{"later":[1,{"x":null}],`, 1)
	if got, err := Decode(stored); err != nil || got != want {
		t.Errorf("Decode(%s) = %+v, %v; want %+v", stored, got, err, want)
	}
	var got Settings
	if err := json.Unmarshal([]byte(want.Encode()), &got); err != nil || got != want {
		t.Errorf("encoding/json reads %s as %+v, %v", want.Encode(), got, err)
	}
}

func TestCorruptValueFallsBack(t *testing.T) {
	for _, stored := range []string{"{", "null x", "[1,2]", `{"sound":"loud"}`, "dark", "\x00", "{\"later\":\"\xff\"}"} {
		got, err := Decode(stored)
		if err == nil || got != Default() {
			t.Errorf("Decode(%q) = %+v, %v; want the default and an error", stored, got, err)
		}
		if err != nil && strings.Contains(err.Error(), "json") {
			t.Errorf("Decode(%q): %q speaks of JSON to a player", stored, err)
		}
	}
}

func TestUnknownChoiceFallsBackAlone(t *testing.T) {
	got, err := Decode(`{"theme":"purple","sound":false,"speed":"ludicrous","coords":false,"orient":"diagonal"}`)
	want := Settings{Theme: System, Sound: false, Speed: Auto, Coords: false}
	if got != want {
		t.Fatalf("Decode = %+v; want %+v", got, want)
	}
	if err == nil || !strings.Contains(err.Error(), "theme, animation speed and board orientation") {
		t.Fatalf("error %v; want one naming the theme, the animation speed and the orientation", err)
	}
}

func TestMotion(t *testing.T) {
	cases := []struct {
		speed   Speed
		reduced bool
		want    float64
	}{
		{Auto, false, 1}, {Auto, true, 0}, {Off, false, 0}, {Fast, true, 0.5},
		{Normal, true, 1}, {Slow, false, 1.8},
	}
	for _, c := range cases {
		s := Default()
		s.Speed = c.speed
		if got := s.Motion(c.reduced); got != c.want {
			t.Errorf("speed %q, reduced %v: Motion = %v, want %v", c.speed, c.reduced, got, c.want)
		}
	}
}

func TestDark(t *testing.T) {
	for _, c := range []struct {
		theme     Theme
		sys, want bool
	}{{System, true, true}, {System, false, false}, {Light, true, false}, {Dark, false, true}} {
		s := Default()
		s.Theme = c.theme
		if got := s.Dark(c.sys); got != c.want {
			t.Errorf("theme %q, system dark %v: Dark = %v", c.theme, c.sys, got)
		}
	}
}

func TestConfirmTaps(t *testing.T) {
	s := Default()
	for _, c := range []struct {
		touch bool
		cell  float64
		want  bool
	}{
		{true, 23, true},             // a hex board on a phone
		{true, SmallCell, false},     // big enough
		{false, 23, false},           // a mouse or a pen aims well
		{true, SmallCell - 1, true},  // just too small
		{true, 2 * SmallCell, false}, // Ur's squares
	} {
		if got := s.ConfirmTaps(c.touch, c.cell); got != c.want {
			t.Errorf("touch %v, cell %v: %v, want %v", c.touch, c.cell, got, c.want)
		}
	}
	s.OneTap = true
	if s.ConfirmTaps(true, 20) {
		t.Errorf("turned off, a touch on a small cell is still confirmed")
	}
	back, err := Decode(s.Encode())
	if err != nil || !back.OneTap {
		t.Errorf("the choice does not survive a round trip: %+v, %v", back, err)
	}
	if old, _ := Decode(`{"theme":"dark","sound":true,"coords":true}`); old.OneTap {
		t.Errorf("settings saved before the choice existed turn confirmation off")
	}
}
