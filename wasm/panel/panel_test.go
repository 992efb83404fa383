package panel

import (
	"testing"

	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

func TestTextSize(t *testing.T) {
	for in, want := range map[float64]float64{5: 11, 11: 11, 13.5: 13.5, 16: 16, 40: 16} {
		if got := TextSize(in); got != want {
			t.Errorf("TextSize(%v) = %v, want %v", in, got, want)
		}
	}
}

// TestTextStartsAtX checks the text's centre stands right of x by about
// half its estimated width: 0.26 of the size a letter.
func TestTextStartsAtX(t *testing.T) {
	r := &boardtest.Recorder{}
	Text(r, "abcd", 100, 50, 10, true)
	if len(r.Texts) != 1 || r.Texts[0].S != "abcd" || r.Texts[0].At != (board.Point{X: 100 + 4*2.6, Y: 50}) {
		t.Errorf("texts %+v", r.Texts)
	}
}

// TestChip checks a chip fills its box in the chip colour, or the glow
// when filled, outlines it in the glow only when picked, and writes its
// text in the middle.
func TestChip(t *testing.T) {
	colors := Colors{Chip: "chip", Glow: "glow", Ink: "ink"}
	box := board.Rect{X: 10, Y: 20, W: 30, H: 14}
	for _, c := range []struct {
		picked, filled bool
		fill           string
		outlines       int
	}{
		{false, false, "chip", 0},
		{true, false, "chip", 1},
		{true, true, "glow", 1},
	} {
		r := &boardtest.Recorder{}
		Chip{Box: box, Text: "7", F: 12, Size: 10, Picked: c.picked, Filled: c.filled}.Draw(r, colors)
		if len(r.Filled) != 1 || r.Filled[0].Color != c.fill || r.Filled[0].Rects[0] != box {
			t.Errorf("%+v: filled %+v", c, r.Filled)
		}
		if len(r.Stroked) != c.outlines || c.outlines == 1 && r.Stroked[0].Color != "glow" {
			t.Errorf("%+v: stroked %+v", c, r.Stroked)
		}
		if len(r.Texts) != 1 || r.Texts[0].S != "7" || r.Texts[0].At != box.Center() {
			t.Errorf("%+v: texts %+v", c, r.Texts)
		}
	}
}
