//go:build js

package page

import (
	"syscall/js"

	"tessera/wasm/board"
)

// canvas2d is a board.Canvas over a CanvasRenderingContext2D.
type canvas2d struct{ ctx js.Value }

func (c canvas2d) Save()                           { c.ctx.Call("save") }
func (c canvas2d) Restore()                        { c.ctx.Call("restore") }
func (c canvas2d) BeginPath()                      { c.ctx.Call("beginPath") }
func (c canvas2d) ClosePath()                      { c.ctx.Call("closePath") }
func (c canvas2d) MoveTo(x, y float64)             { c.ctx.Call("moveTo", x, y) }
func (c canvas2d) LineTo(x, y float64)             { c.ctx.Call("lineTo", x, y) }
func (c canvas2d) Arc(x, y, r, start, end float64) { c.ctx.Call("arc", x, y, r, start, end) }
func (c canvas2d) Ellipse(x, y, rx, ry, rot, start, end float64) {
	c.ctx.Call("ellipse", x, y, rx, ry, rot, start, end)
}
func (c canvas2d) RoundRect(x, y, w, h, r float64) { c.ctx.Call("roundRect", x, y, w, h, r) }
func (c canvas2d) Fill()                           { c.ctx.Call("fill") }
func (c canvas2d) Stroke()                         { c.ctx.Call("stroke") }
func (c canvas2d) ClearRect(x, y, w, h float64)    { c.ctx.Call("clearRect", x, y, w, h) }
func (c canvas2d) SetFillStyle(css string)         { c.ctx.Set("fillStyle", css) }
func (c canvas2d) SetStrokeStyle(css string)       { c.ctx.Set("strokeStyle", css) }
func (c canvas2d) SetLineWidth(w float64)          { c.ctx.Set("lineWidth", w) }
func (c canvas2d) SetGlobalAlpha(a float64)        { c.ctx.Set("globalAlpha", a) }
func (c canvas2d) SetFont(css string)              { c.ctx.Set("font", css) }

func (c canvas2d) SetLineDash(dash ...float64) {
	arr := make([]any, len(dash))
	for i, d := range dash {
		arr[i] = d
	}
	c.ctx.Call("setLineDash", arr)
}

func (c canvas2d) SetShadow(css string, blur, dx, dy float64) {
	c.ctx.Set("shadowColor", css)
	c.ctx.Set("shadowBlur", blur)
	c.ctx.Set("shadowOffsetX", dx)
	c.ctx.Set("shadowOffsetY", dy)
}

func (c canvas2d) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	c.ctx.Set("fillStyle", addStops(c.ctx.Call("createLinearGradient", x0, y0, x1, y1), stops))
}

func (c canvas2d) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	c.ctx.Set("fillStyle", addStops(c.ctx.Call("createRadialGradient", x0, y0, r0, x1, y1, r1), stops))
}

func addStops(g js.Value, stops []board.Stop) js.Value {
	for _, s := range stops {
		g.Call("addColorStop", s.Offset, s.Color)
	}
	return g
}

func (c canvas2d) FillText(text string, x, y float64) {
	c.ctx.Set("textAlign", "center")
	c.ctx.Set("textBaseline", "middle")
	c.ctx.Call("fillText", text, x, y)
}
