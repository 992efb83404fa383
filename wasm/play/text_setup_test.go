package play_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/play"
)

// TestRecordTextSetup exports a game from a position set up by hand with
// its setup among the key=value words, and reads it back from there.
func TestRecordTextSetup(t *testing.T) {
	m, err := rules.ReplayFrom(iris.Game{}, rules.Options{"size": "5"}, "white_w:e5_b:i9.a1", []string{"e4", "g7"})
	if err != nil {
		t.Fatal(err)
	}
	text := play.RecordText(m)
	if want := "size=5 setup=white_b:a1.i9_w:e5 e4 g7"; text != want {
		t.Errorf("RecordText = %q, want %q", text, want)
	}
	again, err := play.ParseRecordText(iris.Game{}, text)
	if err != nil || again.Setup() != m.Setup() || again.Ply() != 2 {
		t.Errorf("ParseRecordText(%q) = %v, %v; want the game of two plies from the setup", text, again, err)
	}
}
