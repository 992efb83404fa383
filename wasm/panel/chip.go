package panel

import (
	"math"

	"tessera/wasm/board"
)

// Colors are a chip's colours.
type Colors struct {
	Chip string // the box
	Glow string // the box filled, and its outline, when picked out
	Ink  string // the text
}

// Chip is one score in a rounded box.
type Chip struct {
	Box    board.Rect
	Text   string
	F      float64 // the panel's text size: the box's corner and outline follow it
	Size   float64 // the chip's text size
	Picked bool    // outlined: the score that decides the game
	Filled bool    // filled with the glow: picked out on the side ahead
}

// Draw draws the chip on c in colors.
func (k Chip) Draw(c board.Canvas, colors Colors) {
	c.BeginPath()
	c.RoundRect(k.Box.X, k.Box.Y, k.Box.W, k.Box.H, 0.3*k.F)
	c.SetFillStyle(colors.Chip)
	if k.Filled {
		c.SetFillStyle(colors.Glow)
	}
	c.Fill()
	if k.Picked {
		c.SetStrokeStyle(colors.Glow)
		c.SetLineWidth(math.Max(2, 0.15*k.F))
		c.Stroke()
	}
	c.SetFillStyle(colors.Ink)
	Font(c, k.Size, k.Picked)
	c.FillText(k.Text, k.Box.X+k.Box.W/2, k.Box.Y+k.Box.H/2)
}
