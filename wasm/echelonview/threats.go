package echelonview

import (
	"math"
	"strings"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
)

// threat is a move by which a player would win at once, were it their
// turn, by a stack of exactly three with their piece on top.
type threat struct {
	p        rules.Player
	token    string
	from, to int
	at       int // where the stack of three would stand
}

// threats returns the stack wins of the player to move, then those of the
// opponent (the threats to parry); none once the game is over.
func threats(s *echelon.State) []threat {
	me := s.ToMove()
	if me == rules.NoPlayer {
		return nil
	}
	var out []threat
	for _, p := range []rules.Player{me, me.Other()} {
		for _, m := range s.StackWins(p, nil) {
			t := threat{p: p, token: s.Token(m)}
			fromName, toName, _ := strings.Cut(t.token, "-")
			t.from, _ = cellIndex(fromName)
			t.to, _ = cellIndex(toName)
			t.at = t.to
			if s.Height(t.to) != 2 {
				t.at = t.from // leaving a stack of four reveals p's piece
			}
			out = append(out, t)
		}
	}
	return out
}

// threatLines draws each threat's line, dashed, from the piece to where
// it would land.
func (d *drawing) threatLines() {
	r := d.pen.B.R
	d.pen.C.SetLineWidth(0.08 * r)
	d.pen.C.SetLineDash(0.2*r, 0.12*r)
	for _, t := range threats(d.st) {
		a, b := d.pen.B.Center(t.from), d.pen.B.Center(t.to)
		d.pen.C.SetStrokeStyle(d.col.deep[t.p])
		d.pen.C.BeginPath()
		d.pen.C.MoveTo(a.X, a.Y)
		d.pen.C.LineTo(b.X, b.Y)
		d.pen.C.Stroke()
	}
	d.pen.C.SetLineDash()
}

// threatBadges draws a warning triangle at the upper right of each cell
// where a stack of three would win, holding a small coin of the player
// who would win there (one badge per cell and player).
func (d *drawing) threatBadges() {
	r := d.pen.B.R
	done := map[[2]int]bool{}
	for _, t := range threats(d.st) {
		if done[[2]int{t.at, int(t.p)}] {
			continue
		}
		done[[2]int{t.at, int(t.p)}] = true
		c := d.pen.B.Center(t.at)
		// Red's badge stands right of the cell's top, blue's left of it.
		side := 1.0
		if t.p == rules.Second {
			side = -1
		}
		at := board.Point{X: c.X + side*0.5*r, Y: c.Y - 0.55*r}
		s := 0.34 * r
		d.pen.C.SetFillStyle(d.col.warn)
		d.pen.C.SetStrokeStyle("rgba(0,0,0,0.8)")
		d.pen.C.SetLineWidth(0.04 * r)
		d.pen.C.BeginPath()
		d.pen.C.MoveTo(at.X, at.Y-s)
		d.pen.C.LineTo(at.X+s*math.Sqrt(3)/2, at.Y+s/2)
		d.pen.C.LineTo(at.X-s*math.Sqrt(3)/2, at.Y+s/2)
		d.pen.C.ClosePath()
		d.pen.C.Fill()
		d.pen.C.Stroke()
		d.coin(t.p, board.Point{X: at.X, Y: at.Y + 0.08*r}, 0.3)
	}
}
