package hexview

import (
	"tessera/rules"
	"tessera/wasm/board"
)

// The drawing steps every hexhex view shares, from a scene's cell names.

// Cell returns the cell named name on the pen's board, and false for ""
// or no cell.
func (p Pen) Cell(name string) (int, bool) {
	i, err := p.B.Hex().Parse(name)
	return i, err == nil
}

// Choice rings the page's selected piece and dots its targets.
func (p Pen) Choice(sc *board.Scene) {
	if i, ok := p.Cell(sc.Selected); ok {
		p.Selected(i)
	}
	for _, t := range sc.Targets {
		if i, ok := p.Cell(t); ok {
			p.Target(i)
		}
	}
}

// CursorOf outlines the scene's keyboard cursor's cell, if it shows.
func (p Pen) CursorOf(sc *board.Scene) {
	if i, ok := p.Cell(sc.Cursor); ok {
		p.Cursor(i)
	}
}

// Lit outlines the stones of cells in light, glowing: the groups that
// decide the game.
func (p Pen) Lit(cells []int) {
	p.C.Save()
	p.C.SetShadow(p.Pal.Glow, 0.5*p.B.R, 0, 0)
	for _, i := range cells {
		p.Outline(i, p.Pal.Glow, 0.12)
	}
	p.C.Restore()
}

// Grown returns how far a stone placed on cell i has grown, 0 to 1: the
// progress of the scene's unfinished animation to it, 1 if none.
func (p Pen) Grown(sc *board.Scene, i int) float64 {
	name := p.B.Hex().Name(i)
	scale := 1.0
	for _, a := range sc.Anims {
		if a.To == name && !a.Done(sc.Now) {
			scale = a.Progress(sc.Now)
		}
	}
	return scale
}

// LastOf marks the stones of the scene's last turn that are still on the
// board; at tells who holds a cell.
func (p Pen) LastOf(sc *board.Scene, at func(i int) rules.Player) {
	for _, pk := range sc.Last {
		if i, ok := p.Cell(pk.To); ok && at(i) != rules.NoPlayer {
			p.Last(i)
		}
	}
}
