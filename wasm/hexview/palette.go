package hexview

// Palette is the colours of a hexhex board in one colour scheme. Games add
// their own cell colours (Iris's rainbow) on top.
type Palette struct {
	Plate, PlateText, Tile, Text    string // the board behind the cells and its labels, a plain cell, text
	ChipText                        string // text on a Tile or Glow background
	Black, BlackDeep                string // black stones, light to deep
	White, WhiteDeep, WhiteRing     string // white stones, and the ring that sets them apart
	Last, Target, Forbidden, Cursor string // marks
	Glow, Veil                      string // a lit group's outline; a veil over cells out of play
}

// Light is the palette of the light colour scheme.
var Light = Palette{
	Plate: "#6f6a62", PlateText: "#f3efe6", Tile: "#cfcac0", Text: "#2a2a30", ChipText: "#1d1d1f",
	Black: "#55555c", BlackDeep: "#0e0e12",
	White: "#ffffff", WhiteDeep: "#d2d0c8", WhiteRing: "#3a3a42",
	Last: "#e0452b", Target: "#1f8f4a", Forbidden: "#b3261e", Cursor: "#0a5fc2",
	Glow: "#ffb300", Veil: "rgba(246,243,236,0.5)",
}

// Dark is the palette of the dark colour scheme.
var Dark = Palette{
	Plate: "#23232a", PlateText: "#b9bcc6", Tile: "#7a7982", Text: "#e8ecf3", ChipText: "#000000",
	Black: "#4a4a52", BlackDeep: "#050507",
	White: "#ffffff", WhiteDeep: "#c4c2ba", WhiteRing: "#34343c",
	Last: "#ff6b4f", Target: "#4cd07d", Forbidden: "#ff7a70", Cursor: "#7db9ff",
	Glow: "#ffc94d", Veil: "rgba(20,20,26,0.5)",
}

// PaletteFor returns the palette of the dark scheme when dark is set,
// else the light one.
func PaletteFor(dark bool) Palette {
	if dark {
		return Dark
	}
	return Light
}
