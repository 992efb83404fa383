package hexview

import "tessera/wasm/panel"

// Chips returns the colours of the score chips beside the board.
func (p Palette) Chips() panel.Colors {
	return panel.Colors{Chip: p.Tile, Glow: p.Glow, Ink: p.ChipText}
}
