//go:build js

package page

import (
	"syscall/js"

	"tessera/wasm/paint"
)

// painter paints frames on a canvas's 2D context: a view draws a frame on
// its record, and paint hands the whole at once to static/js/boot.js's
// tesseraPaint.
type painter struct {
	ctx js.Value
	rec paint.Record
}

// frame empties the record for a new frame and returns it.
func (p *painter) frame() *paint.Record {
	p.rec.Reset()
	return &p.rec
}

// paint paints the frame recorded, drawn at dpr device pixels a unit.
func (p *painter) paint(dpr float64) {
	calls := p.rec.Calls()
	bytes := js.Global().Get("Uint8Array").New(len(calls))
	js.CopyBytesToJS(bytes, calls)
	js.Global().Call("tesseraPaint", p.ctx, dpr, bytes, p.rec.Strings())
}
