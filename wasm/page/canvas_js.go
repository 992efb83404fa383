//go:build js

package page

import (
	"bytes"
	"slices"
	"syscall/js"

	"tessera/wasm/paint"
)

// painter paints frames on a canvas's 2D context: a view draws a frame on
// its record, and paint hands the whole at once to static/js/boot.js's
// tesseraPaint. It remembers the last frame's board's ground (the calls
// before board.GroundDrawn), so that the painter may keep its pixels
// while it stays the same: between two positions, only the pieces change.
type painter struct {
	ctx js.Value
	rec paint.Record

	dpr          float64 // the last frame's scale
	groundCalls  []byte  // the calls that drew its ground, if it marked one
	groundStrs   []string
	groundMarked bool
}

// frame empties the record for a new frame and returns it.
func (p *painter) frame() *paint.Record {
	p.rec.Reset()
	return &p.rec
}

// paint paints the frame recorded, drawn at dpr device pixels a unit.
func (p *painter) paint(dpr float64) {
	calls := p.rec.Calls()
	arr := js.Global().Get("Uint8Array").New(len(calls))
	js.CopyBytesToJS(arr, calls)
	ground := -1
	gc, gs, ok := p.rec.Ground()
	same := ok && p.groundMarked && dpr == p.dpr && bytes.Equal(gc, p.groundCalls) && slices.Equal(gs, p.groundStrs)
	if ok {
		ground = len(gc)
	}
	js.Global().Call("tesseraPaint", p.ctx, dpr, arr, p.rec.Strings(), ground, same)
	p.dpr, p.groundMarked = dpr, ok
	if ok && !same {
		p.groundCalls = append(p.groundCalls[:0], gc...)
		p.groundStrs = append(p.groundStrs[:0], gs...)
	}
}
