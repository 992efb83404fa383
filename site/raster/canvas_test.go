package raster

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"tessera/wasm/board"
)

var (
	red   = color.RGBA{255, 0, 0, 255}
	clear = color.RGBA{}
)

// at returns the pixel at (x, y), premultiplied.
func at(c *Canvas, x, y int) color.RGBA { return c.Image().RGBAAt(x, y) }

// want checks pixels against their expected colours.
func want(t *testing.T, c *Canvas, pixels map[image.Point]color.RGBA) {
	t.Helper()
	for p, w := range pixels {
		if got := at(c, p.X, p.Y); got != w {
			t.Errorf("pixel %v = %v, want %v", p, got, w)
		}
	}
}

// Angles run clockwise from the x axis, y down, as on the HTML canvas: the
// arc from 0 to pi is the lower half of the circle.
func TestArcFill(t *testing.T) {
	c := New(100, 100)
	c.SetFillStyle("#ff0000")
	c.BeginPath()
	c.Arc(50, 50, 20, 0, math.Pi)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{50, 60}: red, {40, 55}: red, {50, 40}: clear, {50, 75}: clear, {5, 5}: clear})
}

// A roundRect's corners are cut by its radius; a rotated ellipse turns.
func TestRoundRectAndEllipse(t *testing.T) {
	c := New(100, 100)
	c.SetFillStyle("#f00")
	c.BeginPath()
	c.RoundRect(10, 10, 80, 80, 20)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{12, 12}: clear, {87, 87}: clear, {50, 50}: red, {12, 50}: red, {50, 11}: red})

	c = New(100, 100)
	c.SetFillStyle("#f00")
	c.BeginPath()
	c.Ellipse(50, 50, 40, 10, math.Pi/2, 0, 2*math.Pi)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{50, 85}: red, {50, 15}: red, {85, 50}: clear, {15, 50}: clear})
}

// A stroke covers half its width on each side of the line, with butt ends;
// a dash of 10 on, 10 off starts on.
func TestStrokeAndDash(t *testing.T) {
	c := New(100, 100)
	c.SetStrokeStyle("#f00")
	c.SetLineWidth(4)
	c.BeginPath()
	c.MoveTo(10, 50)
	c.LineTo(90, 50)
	c.Stroke()
	want(t, c, map[image.Point]color.RGBA{{50, 49}: red, {50, 50}: red, {50, 53}: clear, {8, 50}: clear, {91, 50}: clear})

	c = New(100, 100)
	c.SetStrokeStyle("#f00")
	c.SetLineWidth(4)
	c.SetLineDash(10, 10)
	c.BeginPath()
	c.MoveTo(0, 50)
	c.LineTo(100, 50)
	c.Stroke()
	want(t, c, map[image.Point]color.RGBA{{5, 50}: red, {15, 50}: clear, {25, 50}: red, {35, 50}: clear})
}

// Save and Restore keep the style, not the path; a colour that does not
// parse is ignored; global alpha scales what is drawn.
func TestStateAndAlpha(t *testing.T) {
	c := New(10, 10)
	c.SetFillStyle("#f00")
	c.Save()
	c.SetFillStyle("#00f")
	c.SetFillStyle("nonsense")
	c.SetGlobalAlpha(0.5)
	c.BeginPath()
	c.RoundRect(0, 0, 5, 10, 0)
	c.Fill()
	c.Restore()
	c.BeginPath()
	c.RoundRect(5, 0, 5, 10, 0)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{2, 5}: {0, 0, 128, 128}, {7, 5}: red})
}

// A linear gradient runs from its first stop's colour to its last; a
// radial one from its inner circle to its outer.
func TestGradients(t *testing.T) {
	c := New(101, 10)
	c.SetLinearGradient(0, 0, 100, 0, board.Stop{Offset: 0, Color: "#000"}, board.Stop{Offset: 1, Color: "#fff"})
	c.BeginPath()
	c.RoundRect(0, 0, 101, 10, 0)
	c.Fill()
	for _, tc := range []struct{ x, lo, hi uint8 }{{0, 0, 3}, {50, 124, 131}, {100, 252, 255}} {
		if g := at(c, int(tc.x), 5).G; g < tc.lo || g > tc.hi {
			t.Errorf("linear gradient at x=%d: %d, want %d..%d", tc.x, g, tc.lo, tc.hi)
		}
	}

	c = New(100, 100)
	c.SetRadialGradient(50, 50, 0, 50, 50, 40, board.Stop{Offset: 0, Color: "#fff"}, board.Stop{Offset: 1, Color: "#000"})
	c.BeginPath()
	c.RoundRect(0, 0, 100, 100, 0)
	c.Fill()
	if g := at(c, 50, 50).G; g < 250 {
		t.Errorf("radial gradient at its centre: %d, want white", g)
	}
	if g := at(c, 50, 95).G; g != 0 {
		t.Errorf("radial gradient outside its outer circle: %d, want black", g)
	}
	if g := at(c, 50, 70).G; g < 120 || g > 136 {
		t.Errorf("radial gradient half way: %d, want about 128", g)
	}
}

// A shadow is the shape moved by its offset; blurred, its edge is partly
// covered.
func TestShadow(t *testing.T) {
	c := New(100, 100)
	c.SetShadow("#000", 0, 0, 30)
	c.SetFillStyle("#f00")
	c.BeginPath()
	c.RoundRect(40, 10, 20, 20, 0)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{50, 20}: red, {50, 50}: {0, 0, 0, 255}, {50, 65}: clear})

	c = New(100, 100)
	c.SetShadow("#000", 10, 0, 30)
	c.BeginPath()
	c.RoundRect(40, 10, 20, 20, 0)
	c.Fill()
	if a := at(c, 50, 60).A; a == 0 || a == 255 {
		t.Errorf("blurred shadow's edge has alpha %d, want partial", a)
	}
	if a := at(c, 50, 75).A; a != 0 {
		t.Errorf("blurred shadow reaches %d below its shape (alpha %d)", 75-60, a)
	}
}

// ClearRect makes pixels transparent.
func TestClearRect(t *testing.T) {
	c := New(10, 10)
	c.SetFillStyle("#f00")
	c.BeginPath()
	c.RoundRect(0, 0, 10, 10, 0)
	c.Fill()
	c.ClearRect(0, 0, 5, 10)
	want(t, c, map[image.Point]color.RGBA{{2, 5}: clear, {7, 5}: red})
}

// Text is centred on its point: the ink of a capital H (whose middle is
// near the em box's) has its centre there.
func TestFillText(t *testing.T) {
	for _, font := range []string{"40px system-ui", "bold 40px system-ui"} {
		c := New(200, 100)
		c.SetFont(font)
		c.SetFillStyle("#f00")
		c.FillText("H", 100, 50)
		ink := image.Rectangle{}
		img := c.Image()
		for y := range 100 {
			for x := range 200 {
				if img.RGBAAt(x, y).A > 128 {
					ink = ink.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		if ink.Dy() < 20 || ink.Dx() < 15 {
			t.Fatalf("%s: the ink of H is %v", font, ink)
		}
		cx, cy := float64(ink.Min.X+ink.Max.X)/2, float64(ink.Min.Y+ink.Max.Y)/2
		if math.Abs(cx-100) > 2 || math.Abs(cy-50) > 3 {
			t.Errorf("%s: the ink of H is centred on (%.1f, %.1f), want (100, 50)", font, cx, cy)
		}
	}
}

// The coverage of filled shapes matches their area, a plain reference: a
// circle's pi r^2 and a round rectangle's w h - (4 - pi) r^2, over seeded
// random shapes.
func TestCoverageMatchesArea(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for range 40 {
		c := New(120, 120)
		c.SetFillStyle("#fff")
		c.BeginPath()
		var area float64
		if rng.IntN(2) == 0 {
			r := 5 + 40*rng.Float64()
			c.Arc(60+5*rng.Float64(), 60+5*rng.Float64(), r, 0, 2*math.Pi)
			area = math.Pi * r * r
		} else {
			w, h := 10+90*rng.Float64(), 10+90*rng.Float64()
			r := math.Min(w, h) / 2 * rng.Float64()
			c.RoundRect(5+10*rng.Float64(), 5+10*rng.Float64(), w, h, r)
			area = w*h - (4-math.Pi)*r*r
		}
		c.Fill()
		covered := 0.0
		pix := c.Image().Pix
		for i := 3; i < len(pix); i += 4 {
			covered += float64(pix[i]) / 255
		}
		if math.Abs(covered-area) > 0.01*area+2 {
			t.Errorf("coverage %.1f, area %.1f", covered, area)
		}
	}
}

// A blurred shadow follows the canvas's Gaussian blur of deviation blur/2,
// the plain reference: at a point, the shape's coverage is the product of
// erf terms across and down. Narrow blurs are made at full size, wide ones
// scaled up; both stay within 5% of it.
func TestShadowBlurIsGaussian(t *testing.T) {
	gauss := func(a, b, p, sigma float64) float64 {
		return 0.5 * (math.Erf((b-p)/(sigma*math.Sqrt2)) - math.Erf((a-p)/(sigma*math.Sqrt2)))
	}
	for _, blur := range []float64{8, 40} {
		c := New(300, 300)
		c.SetShadow("#000", blur, 0, 130)
		c.BeginPath()
		c.RoundRect(60, 10, 180, 60, 0) // its shadow covers x 60..240, y 140..200
		c.Fill()
		sigma := blur / 2
		for _, p := range []image.Point{{150, 170}, {60, 170}, {150, 140}, {40, 200}, {150, 215}, {250, 150}, {150, 105}} {
			want := 255 * gauss(60, 240, float64(p.X)+0.5, sigma) * gauss(140, 200, float64(p.Y)+0.5, sigma)
			if got := float64(at(c, p.X, p.Y).A); math.Abs(got-want) > 13 {
				t.Errorf("blur %g: shadow alpha at %v is %.0f, want %.0f", blur, p, got, want)
			}
		}
	}
}

// A path call with a number that is not finite is ignored, as on the
// canvas: the rest of the path still fills.
func TestNonFiniteIgnored(t *testing.T) {
	c := New(100, 100)
	c.SetFillStyle("#f00")
	c.BeginPath()
	c.Arc(math.NaN(), 50, 20, 0, 2*math.Pi)
	c.MoveTo(math.Inf(1), 0)
	c.RoundRect(10, 10, 20, math.Inf(-1), 2)
	c.Arc(50, 50, 10, 0, 2*math.Pi)
	c.Fill()
	want(t, c, map[image.Point]color.RGBA{{50, 50}: red, {5, 5}: clear, {95, 95}: clear})
}

// Drawing after Translate(dx, dy) is drawing moved by (dx, dy): shapes,
// gradients, shadows, text and ClearRect alike; Restore puts the origin
// back.
func TestTranslate(t *testing.T) {
	scene := func(c *Canvas, x, y float64) {
		c.SetRadialGradient(x+20, y+20, 2, x+20, y+20, 18, board.Stop{Offset: 0, Color: "#fff"}, board.Stop{Offset: 1, Color: "#00f"})
		c.SetShadow("rgba(0,0,0,0.5)", 6, 2, 4)
		c.BeginPath()
		c.Arc(x+20, y+20, 18, 0, 2*math.Pi)
		c.Fill()
		c.SetShadow("#0000", 0, 0, 0)
		c.SetFillStyle("#f00")
		c.SetFont("bold 16px system-ui")
		c.FillText("Ur", x+60, y+20)
		c.ClearRect(x+15, y+15, 4, 4)
	}
	moved := New(160, 80)
	moved.Save()
	moved.Translate(30, 10)
	moved.Translate(5, 5)
	scene(moved, 0, 0)
	moved.Restore()
	moved.SetFillStyle("#0f0")
	moved.BeginPath()
	moved.RoundRect(0, 0, 4, 4, 0)
	moved.Fill()

	plain := New(160, 80)
	scene(plain, 35, 15)
	plain.SetFillStyle("#0f0")
	plain.BeginPath()
	plain.RoundRect(0, 0, 4, 4, 0)
	plain.Fill()
	for i := range plain.Image().Pix {
		if moved.Image().Pix[i] != plain.Image().Pix[i] {
			p := i / 4
			t.Fatalf("pixel (%d, %d) differs: %v translated, %v drawn there", p%160, p/160, moved.Image().RGBAAt(p%160, p/160), plain.Image().RGBAAt(p%160, p/160))
		}
	}
}

// boxBlurs gives, value for value, three rounds of the plain box blur: a
// line at a time, each value the rounded mean of the 2k+1 around it, those
// off the line 0; along the rows, then down the columns.
func TestBoxBlursAsThePlainOnes(t *testing.T) {
	plain := func(pix []uint8, n, lines, step, lineStep, k int) {
		line := make([]int, n)
		for i := range lines {
			for j := range n {
				line[j] = int(pix[i*lineStep+j*step])
			}
			for j := range n {
				sum := 0
				for d := -k; d <= k; d++ {
					if j+d >= 0 && j+d < n {
						sum += line[j+d]
					}
				}
				pix[i*lineStep+j*step] = uint8((sum + k) / (2*k + 1))
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct{ w, h, k int }{{40, 30, 1}, {40, 30, 5}, {7, 50, 9}, {64, 3, 2}, {200, 120, 40}} {
		pix := make([]uint8, tc.w*tc.h)
		for i := range pix {
			if rng.IntN(3) > 0 {
				pix[i] = uint8(rng.IntN(256))
			} else {
				pix[i] = 255
			}
		}
		want := append([]uint8(nil), pix...)
		for range 3 {
			plain(want, tc.w, tc.h, 1, tc.w, tc.k)
			plain(want, tc.h, tc.w, tc.w, 1, tc.k)
		}
		boxBlurs(pix, tc.w, tc.h, tc.k)
		if !bytes.Equal(pix, want) {
			t.Errorf("%dx%d, radius %d: differs from three plain box blurs", tc.w, tc.h, tc.k)
		}
	}
}
