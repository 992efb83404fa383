package panel

import (
	"math"
	"strconv"
	"unicode/utf8"

	"tessera/wasm/board"
)

// TextSize keeps a panel's text size f between 11 and 16 pixels.
func TextSize(f float64) float64 { return math.Min(16, math.Max(11, f)) }

// Font sets c's font, f pixels high, bold or not.
func Font(c board.Canvas, f float64, bold bool) {
	weight := ""
	if bold {
		weight = "bold "
	}
	c.SetFont(weight + strconv.Itoa(int(f)) + "px system-ui, sans-serif")
}

// Text writes s on c with its left end at x, centred on y, in the current
// fill colour, f pixels high. (The canvas centres text: its width is
// estimated.)
func Text(c board.Canvas, s string, x, y, f float64, bold bool) {
	Font(c, f, bold)
	c.FillText(s, x+0.26*f*float64(utf8.RuneCountInString(s)), y)
}
