package board

// Point is a position in CSS pixels on the board's canvas.
type Point struct{ X, Y float64 }

// Canvas is the 2D drawing surface a view draws on, in CSS pixels: the
// subset of the HTML canvas context Tessera's views use. The page glue
// implements it over a real canvas; tests may record the calls.
type Canvas interface {
	Save()
	Restore()
	BeginPath()
	ClosePath()
	MoveTo(x, y float64)
	LineTo(x, y float64)
	Arc(x, y, r, start, end float64)
	Ellipse(x, y, rx, ry, rotation, start, end float64)
	RoundRect(x, y, w, h, r float64)
	Fill()
	Stroke()
	ClearRect(x, y, w, h float64)
	SetFillStyle(css string)
	SetLinearGradient(x0, y0, x1, y1 float64, stops ...Stop)
	SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...Stop)
	SetStrokeStyle(css string)
	SetLineWidth(w float64)
	SetLineDash(dash ...float64)
	SetGlobalAlpha(a float64)
	SetShadow(css string, blur, dx, dy float64)
	SetFont(css string)
	// FillText draws text centred (horizontally and vertically) on x, y.
	FillText(text string, x, y float64)
}

// Stop is a colour stop of a gradient: an offset 0..1 and a CSS colour.
type Stop struct {
	Offset float64
	Color  string
}

// GroundDrawn tells c, if it keeps pictures' grounds (it has a method
// GroundDrawn), that what has been drawn on it so far is the board's
// ground: the frame, cells and labels, the same in every position of the
// game at one size and theme, before anything a position changes. Such a
// canvas (a preview's, at the edge) may keep the picture as it stands,
// to start the next one that begins with the same calls from it. Other
// canvases ignore it.
func GroundDrawn(c Canvas) {
	if k, ok := c.(interface{ GroundDrawn() }); ok {
		k.GroundDrawn()
	}
}
