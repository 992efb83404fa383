package svg

import (
	"encoding/xml"
	"io"
	"math"
	"strings"
	"testing"

	"tessera/wasm/board"
)

// body returns what c drew, between the background and the end.
func body(t *testing.T, c *Canvas) string {
	t.Helper()
	doc := string(c.Bytes())
	wellFormed(t, doc)
	_, rest, ok := strings.Cut(doc, `fill="#fff"/>`+"\n")
	if !ok {
		t.Fatalf("no background in %s", doc)
	}
	return strings.TrimSuffix(rest, "</svg>\n")
}

// wellFormed fails t unless doc is well-formed XML.
func wellFormed(t testing.TB, doc string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
	}
}

// calls are drawings and the elements that must be written of them, on
// a 100 x 50 canvas over white, as the canvas would draw them.
var calls = []struct {
	name string
	draw func(c *Canvas)
	want string
}{
	{"a filled triangle", func(c *Canvas) {
		c.BeginPath()
		c.MoveTo(1, 2)
		c.LineTo(3.456, 4)
		c.LineTo(-5, 6)
		c.ClosePath()
		c.SetFillStyle("rgba(1, 2, 3, 0.5)")
		c.Fill()
	}, `<path d="M1 2L3.46 4L-5 6Z" fill="rgba(1, 2, 3, 0.5)"/>` + "\n"},
	{"a line without a move begins there", func(c *Canvas) {
		c.LineTo(1, 1)
		c.LineTo(2, 1)
		c.Stroke()
	}, `<path d="M1 1L2 1" fill="none" stroke="#000"/>` + "\n"},
	{"a move alone draws nothing", func(c *Canvas) {
		c.MoveTo(1, 1)
		c.MoveTo(2, 2)
		c.Fill()
		c.Stroke()
	}, ""},
	{"a dashed, wide stroke", func(c *Canvas) {
		c.MoveTo(0, 0)
		c.LineTo(10, 0)
		c.SetStrokeStyle("red")
		c.SetLineWidth(2.5)
		c.SetLineDash(3, 1.5)
		c.Stroke()
		c.SetLineDash()
		c.SetLineWidth(-1) // ignored
		c.Stroke()
	}, `<path d="M0 0L10 0" fill="none" stroke="red" stroke-width="2.5" stroke-dasharray="3 1.5"/>` + "\n" +
		`<path d="M0 0L10 0" fill="none" stroke="red" stroke-width="2.5"/>` + "\n"},
	{"a whole circle, in three arcs", func(c *Canvas) {
		c.Arc(10, 10, 5, 0, 2*math.Pi)
		c.Fill()
	}, `<path d="M15 10A5 5 0 0 1 7.5 14.33A5 5 0 0 1 7.5 5.67A5 5 0 0 1 15 10" fill="#000"/>` + "\n"},
	{"an arc after a line joins it", func(c *Canvas) {
		c.MoveTo(0, 10)
		c.Arc(10, 10, 5, math.Pi, 1.5*math.Pi)
		c.Stroke()
	}, `<path d="M0 10L5 10A5 5 0 0 1 10 5" fill="none" stroke="#000"/>` + "\n"},
	{"an arc's end before its start goes round clockwise", func(c *Canvas) {
		c.Arc(0, 0, 1, 0.5*math.Pi, 0)
		c.Stroke()
	}, `<path d="M0 1A1 1 0 0 1 -1 0A1 1 0 0 1 0 -1A1 1 0 0 1 1 0" fill="none" stroke="#000"/>` + "\n"},
	{"a rotated half ellipse", func(c *Canvas) {
		c.Ellipse(0, 0, 4, 2, math.Pi/2, 0, math.Pi)
		c.Stroke()
	}, `<path d="M0 4A4 2 90 0 1 -2 0A4 2 90 0 1 0 -4" fill="none" stroke="#000"/>` + "\n"},
	{"a rounded rectangle, its radius at most half a side", func(c *Canvas) {
		c.RoundRect(1, 2, 10, 4, 3)
		c.LineTo(0, 0)
		c.Stroke()
	}, `<path d="M3 2H9A2 2 0 0 1 11 4V4A2 2 0 0 1 9 6H3A2 2 0 0 1 1 4V4A2 2 0 0 1 3 2ZM1 2L0 0" fill="none" stroke="#000"/>` + "\n"},
	{"a square rectangle", func(c *Canvas) {
		c.RoundRect(0, 0, 2, 2, 0)
		c.Fill()
	}, `<path d="M0 0H2V2H0V0Z" fill="#000"/>` + "\n"},
	{"save and restore the state", func(c *Canvas) {
		c.RoundRect(0, 0, 2, 2, 0)
		c.SetFillStyle("blue")
		c.SetGlobalAlpha(0.5)
		c.Save()
		c.SetFillStyle("green")
		c.SetGlobalAlpha(1)
		c.Fill()
		c.Restore()
		c.Fill()
		c.Restore() // nothing saved: no change
		c.Fill()
	}, `<path d="M0 0H2V2H0V0Z" fill="green"/>` + "\n" +
		`<path d="M0 0H2V2H0V0Z" fill="blue" opacity="0.5"/>` + "\n" +
		`<path d="M0 0H2V2H0V0Z" fill="blue" opacity="0.5"/>` + "\n"},
	{"text, centred and escaped", func(c *Canvas) {
		c.SetFont(`bold 14px "Noto Sans", sans-serif`)
		c.SetFillStyle("#123")
		c.FillText(`<a & b>`, 5, 6)
		c.SetFont("huge") // ignored
		c.FillText("x", 1, 1)
	}, `<text x="5" y="6" text-anchor="middle" dominant-baseline="central" font-weight="bold" font-size="14" font-family="&#34;Noto Sans&#34;, sans-serif" fill="#123">&lt;a &amp; b&gt;</text>` + "\n" +
		`<text x="1" y="1" text-anchor="middle" dominant-baseline="central" font-weight="bold" font-size="14" font-family="&#34;Noto Sans&#34;, sans-serif" fill="#123">x</text>` + "\n"},
	{"a clear of everything empties the canvas", func(c *Canvas) {
		c.RoundRect(0, 0, 2, 2, 0)
		c.Fill()
		c.ClearRect(0, 0, 100, 50)
		c.Fill()
	}, `<path d="M0 0H2V2H0V0Z" fill="#000"/>` + "\n"},
	{"a clear of a part paints the background", func(c *Canvas) {
		c.ClearRect(10, 20, -5, 5)
	}, `<rect x="5" y="20" width="5" height="5" fill="#fff"/>` + "\n"},
	{"numbers that are not finite are ignored", func(c *Canvas) {
		c.MoveTo(0, 0)
		c.LineTo(math.NaN(), 1)
		c.LineTo(1, math.Inf(1))
		c.Arc(0, 0, math.Inf(1), 0, 1)
		c.LineTo(1, 1)
		c.Stroke()
	}, `<path d="M0 0L1 1" fill="none" stroke="#000"/>` + "\n"},
}

// Each call is written as the canvas would draw it.
func TestCalls(t *testing.T) {
	for _, tc := range calls {
		t.Run(tc.name, func(t *testing.T) {
			c := New(100, 50, "#fff", 2)
			tc.draw(c)
			if got := body(t, c); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// Gradients and shadows are defined once each, the shadow's blur and
// offset are taken from device pixels to units, and its filter's region
// is the shape's box grown by six deviations of the blur, and moved by
// its offset.
func TestDefinitions(t *testing.T) {
	c := New(100, 50, "", 2)
	c.RoundRect(0, 0, 2, 2, 0)
	stops := []board.Stop{{Offset: 0, Color: "#fff"}, {Offset: 1, Color: "rgba(0,0,0,0.5)"}}
	for range 2 {
		c.SetLinearGradient(0, 0, 0, 10, stops...)
		c.SetShadow("rgba(0,0,0,0.4)", 8, 0, 4)
		c.Fill()
	}
	c.SetRadialGradient(1, 1, 0, 2, 2, 5, stops...)
	c.SetShadow("black", 0, 0, 0)
	c.Fill()
	doc := string(c.Bytes())
	wellFormed(t, doc)
	want := `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" stroke-miterlimit="10">
<defs>
<linearGradient id="g1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="10"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgba(0,0,0,0.5)"/></linearGradient>
<filter id="s2" filterUnits="userSpaceOnUse" x="-12" y="-10" width="26" height="26" color-interpolation-filters="sRGB"><feDropShadow dx="0" dy="2" stdDeviation="2" flood-color="rgba(0,0,0,0.4)"/></filter>
<radialGradient id="g3" gradientUnits="userSpaceOnUse" fx="1" fy="1" fr="0" cx="2" cy="2" r="5"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgba(0,0,0,0.5)"/></radialGradient>
</defs>
<path d="M0 0H2V2H0V0Z" fill="url(#g1)" filter="url(#s2)"/>
<path d="M0 0H2V2H0V0Z" fill="url(#g1)" filter="url(#s2)"/>
<path d="M0 0H2V2H0V0Z" fill="url(#g3)"/>
</svg>
`
	if doc != want {
		t.Errorf("got\n%s\nwant\n%s", doc, want)
	}
}

// Every arc ends where the canvas's does, in pieces of at most a third
// of a turn, whatever its angles.
func TestArcEnds(t *testing.T) {
	for _, tc := range []struct{ start, end float64 }{
		{0, 0.1}, {0, 2}, {0, 4}, {0, 6.2}, {1, 1 + 2*math.Pi}, {1, 20}, {3, -3}, {-7, -1}, {2, 2},
	} {
		c := New(100, 100, "", 1)
		c.Arc(50, 50, 10, tc.start, tc.end)
		d := c.path.data()
		sweep := tc.end - tc.start
		whole := sweep >= 2*math.Pi
		sweep = math.Mod(math.Mod(sweep, 2*math.Pi)+2*math.Pi, 2*math.Pi)
		end := tc.start + sweep
		if whole {
			end = tc.start + 2*math.Pi
		}
		arcs := strings.Count(d, "A")
		if want := int(math.Ceil((end - tc.start) / (2 * math.Pi / 3))); arcs != want {
			t.Errorf("%v to %v: %d arcs, want %d: %s", tc.start, tc.end, arcs, want, d)
		}
		if arcs == 0 {
			continue
		}
		ex, ey := 50+10*math.Cos(end), 50+10*math.Sin(end)
		if want := " " + num(ex) + " " + num(ey); !strings.HasSuffix(d, want) {
			t.Errorf("%v to %v: %s does not end at%s", tc.start, tc.end, d, want)
		}
	}
}

// The fonts the views write are read, and anything else is refused.
func TestFontAttrs(t *testing.T) {
	for _, tc := range []struct {
		css, want string
		size      float64
		ok        bool
	}{
		{"14px system-ui, sans-serif", ` font-size="14" font-family="system-ui, sans-serif"`, 14, true},
		{"bold 9px system-ui", ` font-weight="bold" font-size="9" font-family="system-ui"`, 9, true},
		{"italic small-caps 600 12.5px/1.2 serif", ` font-style="italic" font-variant="small-caps" font-weight="600" font-size="12.5" font-family="serif"`, 12.5, true},
		{"normal 10px a", ` font-size="10" font-family="a"`, 10, true},
		{"14px", "", 0, false},
		{"bold serif", "", 0, false},
		{"huge 14px serif", "", 0, false},
		{"0px serif", "", 0, false},
		{"-3px serif", "", 0, false},
		{"", "", 0, false},
	} {
		got, size, ok := fontAttrs(tc.css)
		if got != tc.want || size != tc.size || ok != tc.ok {
			t.Errorf("%q: %q, %v, %v; want %q, %v, %v", tc.css, got, size, ok, tc.want, tc.size, tc.ok)
		}
	}
}

// Whatever a view sets as its font, colour or text, even bytes that are
// not UTF-8, the document stays well-formed.
func FuzzDocument(f *testing.F) {
	f.Add("bold 14px system-ui", "#fff", "L0")
	f.Add(`12px "a<b>"`, `x" onload="y`, "&amp;")
	f.Fuzz(func(t *testing.T, font, colour, text string) {
		c := New(10, 10, colour, 1)
		c.SetFont(font)
		c.SetFillStyle(colour)
		c.SetShadow(colour, 1, 1, 1)
		c.SetLinearGradient(0, 0, 1, 1, board.Stop{Offset: 0.5, Color: colour})
		c.FillText(text, 1, 2)
		c.RoundRect(0, 0, 1, 1, 0.5)
		c.Fill()
		wellFormed(t, string(c.Bytes()))
	})
}
