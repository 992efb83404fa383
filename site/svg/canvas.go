package svg

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"tessera/wasm/board"
)

// Canvas is a board.Canvas that writes an SVG document of w x h units
// (CSS pixels) over a background. Make one with New.
type Canvas struct {
	w, h       float64
	background string  // a CSS colour, "" for none
	device     float64 // device pixels a unit, for shadows
	body       strings.Builder
	defs       defs
	path       path
	st         state
	saved      []state
}

var _ board.Canvas = (*Canvas)(nil)

// state is the drawing state Save keeps and Restore brings back, as on
// the canvas: what paints, and how.
type state struct {
	fill, stroke string // a CSS colour or a gradient's url(#id)
	lineWidth    float64
	dash         string // stroke-dasharray, "" for solid lines
	alpha        float64
	shadow       *shadow // nil for none
	font         string  // presentation attributes, each after a space
	fontSize     float64
}

// New returns an empty canvas of w x h units over background (a CSS
// colour, "" for none). A shadow's blur and offset are in device pixels,
// device to a unit, as on a page's canvas scaled by its device pixel ratio.
func New(w, h float64, background string, device float64) *Canvas {
	c := &Canvas{w: w, h: h, background: background, device: device, path: newPath()}
	c.st = state{fill: "#000", stroke: "#000", lineWidth: 1, alpha: 1}
	c.SetFont("10px sans-serif")
	return c
}

// Bytes returns the SVG document of what has been drawn.
func (c *Canvas) Bytes() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %[1]s %[2]s" stroke-miterlimit="10">`+"\n", num(c.w), num(c.h))
	if c.defs.markup.Len() > 0 {
		b.WriteString("<defs>\n" + c.defs.markup.String() + "</defs>\n")
	}
	if c.background != "" {
		fmt.Fprintf(&b, "<rect width=\"100%%\" height=\"100%%\" fill=\"%s\"/>\n", attr(c.background))
	}
	b.WriteString(c.body.String())
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// Save pushes the drawing state.
func (c *Canvas) Save() { c.saved = append(c.saved, c.st) }

// Restore pops the drawing state Save pushed last, if any.
func (c *Canvas) Restore() {
	if n := len(c.saved); n > 0 {
		c.st, c.saved = c.saved[n-1], c.saved[:n-1]
	}
}

// Fill writes the current path, filled with the fill style.
func (c *Canvas) Fill() {
	if c.path.empty() {
		return
	}
	c.write(fmt.Sprintf("<path d=\"%s\" fill=\"%s\"%s", c.path.data(), attr(c.st.fill), c.alpha()), c.path.box, "/>\n")
}

// Stroke writes the current path, stroked with the stroke style.
func (c *Canvas) Stroke() {
	if c.path.empty() {
		return
	}
	var e strings.Builder
	fmt.Fprintf(&e, "<path d=\"%s\" fill=\"none\" stroke=\"%s\"", c.path.data(), attr(c.st.stroke))
	if c.st.lineWidth != 1 {
		fmt.Fprintf(&e, " stroke-width=\"%s\"", num(c.st.lineWidth))
	}
	if c.st.dash != "" {
		fmt.Fprintf(&e, " stroke-dasharray=\"%s\"", c.st.dash)
	}
	c.write(e.String()+c.alpha(), c.path.box.grown(c.st.lineWidth), "/>\n")
}

// FillText writes text centred on x, y in the font and fill style.
func (c *Canvas) FillText(text string, x, y float64) {
	if !finite(x, y) {
		return
	}
	// The text's box, generously: no glyph is wider than its em.
	half := c.st.fontSize * float64(utf8.RuneCountInString(text)) / 2
	b := box{x - half, y - c.st.fontSize, x + half, y + c.st.fontSize}
	c.write(fmt.Sprintf("<text x=\"%s\" y=\"%s\" text-anchor=\"middle\" dominant-baseline=\"central\"%s fill=\"%s\"%s",
		num(x), num(y), c.st.font, attr(c.st.fill), c.alpha()), b, ">"+attr(text)+"</text>\n")
}

// alpha returns the attribute of the global alpha, if not 1.
func (c *Canvas) alpha() string {
	if c.st.alpha == 1 {
		return ""
	}
	return ` opacity="` + num(c.st.alpha) + `"`
}

// write writes element e (its name and attributes), drawn within b, with
// the shadow of the drawing state, and closes it with end.
func (c *Canvas) write(e string, b box, end string) {
	c.body.WriteString(e)
	if c.st.shadow != nil {
		c.body.WriteString(` filter="` + c.defs.shadow(*c.st.shadow, b) + `"`)
	}
	c.body.WriteString(end)
}

// ClearRect clears the canvas when the rectangle covers it all; else it
// paints the rectangle with the background, if the canvas has one.
func (c *Canvas) ClearRect(x, y, w, h float64) {
	if !finite(x, y, w, h) {
		return
	}
	if x <= 0 && y <= 0 && x+w >= c.w && y+h >= c.h {
		c.body.Reset()
		return
	}
	if c.background != "" {
		fmt.Fprintf(&c.body, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\"/>\n",
			num(math.Min(x, x+w)), num(math.Min(y, y+h)), num(math.Abs(w)), num(math.Abs(h)), attr(c.background))
	}
}

// SetFillStyle sets the fill style to a CSS colour.
func (c *Canvas) SetFillStyle(css string) { c.st.fill = css }

// SetStrokeStyle sets the stroke style to a CSS colour.
func (c *Canvas) SetStrokeStyle(css string) { c.st.stroke = css }

// SetLinearGradient sets the fill style to the linear gradient from
// x0, y0 to x1, y1.
func (c *Canvas) SetLinearGradient(x0, y0, x1, y1 float64, stops ...board.Stop) {
	if !finite(x0, y0, x1, y1) {
		return
	}
	c.st.fill = c.defs.gradient(fmt.Sprintf(`linearGradient gradientUnits="userSpaceOnUse" x1="%s" y1="%s" x2="%s" y2="%s"`,
		num(x0), num(y0), num(x1), num(y1)), stops)
}

// SetRadialGradient sets the fill style to the radial gradient from the
// circle x0, y0, r0 to the circle x1, y1, r1 (SVG's focal circle and
// circle).
func (c *Canvas) SetRadialGradient(x0, y0, r0, x1, y1, r1 float64, stops ...board.Stop) {
	if !finite(x0, y0, r0, x1, y1, r1) || r0 < 0 || r1 < 0 {
		return
	}
	c.st.fill = c.defs.gradient(fmt.Sprintf(`radialGradient gradientUnits="userSpaceOnUse" fx="%s" fy="%s" fr="%s" cx="%s" cy="%s" r="%s"`,
		num(x0), num(y0), num(r0), num(x1), num(y1), num(r1)), stops)
}

// SetLineWidth sets the width of strokes; the canvas ignores a width
// that is not positive, and so does this.
func (c *Canvas) SetLineWidth(w float64) {
	if finite(w) && w > 0 {
		c.st.lineWidth = w
	}
}

// SetLineDash sets the dashes of strokes; none, or all zero, is solid.
func (c *Canvas) SetLineDash(dash ...float64) {
	parts := make([]string, len(dash))
	zero := true
	for i, d := range dash {
		if !finite(d) || d < 0 {
			return
		}
		zero = zero && d == 0
		parts[i] = num(d)
	}
	c.st.dash = ""
	if !zero {
		c.st.dash = strings.Join(parts, " ")
	}
}

// SetGlobalAlpha sets the opacity of what is drawn next, 0 to 1.
func (c *Canvas) SetGlobalAlpha(a float64) {
	if finite(a) && a >= 0 && a <= 1 {
		c.st.alpha = a
	}
}

// SetShadow sets the shadow of what is drawn next: its CSS colour, blur
// and offset in device pixels. No blur and no offset, or a transparent
// colour, is none.
func (c *Canvas) SetShadow(css string, blur, dx, dy float64) {
	if !finite(blur, dx, dy) || blur < 0 {
		return
	}
	c.st.shadow = nil
	if (blur == 0 && dx == 0 && dy == 0) || css == "transparent" {
		return
	}
	c.st.shadow = &shadow{css: css, blur: blur / c.device, dx: dx / c.device, dy: dy / c.device}
}

// SetFont sets the font of text, as a CSS font shorthand; one it cannot
// read is ignored, as on the canvas.
func (c *Canvas) SetFont(css string) {
	if f, size, ok := fontAttrs(css); ok {
		c.st.font, c.st.fontSize = f, size
	}
}

// num writes a length or coordinate to a hundredth of a unit.
func num(f float64) string {
	r := math.Round(f*100) / 100
	if r == 0 {
		r = 0 // not -0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// attr escapes s for an attribute's value or an element's text; what XML
// cannot hold (bytes that are not UTF-8, control characters) becomes
// U+FFFD.
func attr(s string) string {
	return html.EscapeString(strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
			return utf8.RuneError
		}
		return r
	}, s))
}

// finite says whether every number is finite: the canvas ignores calls
// with NaN or infinite arguments.
func finite(fs ...float64) bool {
	for _, f := range fs {
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return false
		}
	}
	return true
}
