package irisview

import (
	"math"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/hexview"
)

// shape is one filled or stroked path: its colour, the mean of its points
// (a hexagon's is its centre) and, for a circle, its radius.
type shape struct {
	color  string
	at     board.Point
	radius float64
}

// recorder is a board.Canvas that keeps the shapes drawn.
type recorder struct {
	fill, stroke    string
	path            []board.Point
	radius          float64
	filled, stroked []shape
	texts           []string
}

func (r *recorder) add(to *[]shape, color string) {
	if len(r.path) == 0 {
		return
	}
	var c board.Point
	for _, p := range r.path {
		c.X += p.X / float64(len(r.path))
		c.Y += p.Y / float64(len(r.path))
	}
	*to = append(*to, shape{color: color, at: c, radius: r.radius})
}

func (r *recorder) Save()               {}
func (r *recorder) Restore()            {}
func (r *recorder) BeginPath()          { r.path, r.radius = nil, 0 }
func (r *recorder) ClosePath()          {}
func (r *recorder) MoveTo(x, y float64) { r.path = append(r.path, board.Point{X: x, Y: y}) }
func (r *recorder) LineTo(x, y float64) { r.path = append(r.path, board.Point{X: x, Y: y}) }
func (r *recorder) Arc(x, y, rad, s, e float64) {
	r.path, r.radius = append(r.path, board.Point{X: x, Y: y}), rad
}
func (r *recorder) Ellipse(x, y, rx, ry, rot, s, e float64) {}
func (r *recorder) RoundRect(x, y, w, h, rad float64) {
	r.path = append(r.path, board.Point{X: x + w/2, Y: y + h/2})
}
func (r *recorder) Fill()                                                 { r.add(&r.filled, r.fill) }
func (r *recorder) Stroke()                                               { r.add(&r.stroked, r.stroke) }
func (r *recorder) ClearRect(x, y, w, h float64)                          {}
func (r *recorder) SetFillStyle(css string)                               { r.fill = css }
func (r *recorder) SetLinearGradient(a, b, c, d float64, s ...board.Stop) { r.fill = "gradient" }
func (r *recorder) SetRadialGradient(a, b, c, d, e, f float64, s ...board.Stop) {
	r.fill = "gradient " + s[0].Color
}
func (r *recorder) SetStrokeStyle(css string)                  { r.stroke = css }
func (r *recorder) SetLineWidth(w float64)                     {}
func (r *recorder) SetLineDash(d ...float64)                   {}
func (r *recorder) SetGlobalAlpha(a float64)                   {}
func (r *recorder) SetShadow(css string, blur, dx, dy float64) {}
func (r *recorder) SetFont(css string)                         {}
func (r *recorder) FillText(text string, x, y float64)         { r.texts = append(r.texts, text) }

// draw draws pos on a recorder in a 700 x 600 canvas, with sc's marks.
func draw(t *testing.T, v *View, pos *iris.State, sc board.Scene) *recorder {
	t.Helper()
	v.Layout(700, 600)
	sc.Pos = pos
	r := &recorder{}
	v.Draw(r, &sc)
	return r
}

// cells returns the cells under the shapes of color among shapes.
func (v *View) cellsOf(shapes []shape, color string) map[int]int {
	got := map[int]int{}
	for _, s := range shapes {
		if s.color != color {
			continue
		}
		if i, ok := v.b.CellAt(s.at); ok && math.Hypot(s.at.X-v.b.Center(i).X, s.at.Y-v.b.Center(i).Y) < 0.5 {
			got[i]++
		}
	}
	return got
}

// TestRimColoursPairOppositeCells draws every side in both schemes and
// checks the tiles: each rim colour on exactly two cells, opposite each
// other, one colour per pair, and every other cell gray.
func TestRimColoursPairOppositeCells(t *testing.T) {
	for side := iris.MinSize; side <= iris.MaxSize; side++ {
		for _, dark := range []bool{false, true} {
			var v View
			r := draw(t, &v, position(t, side), board.Scene{Dark: dark})
			hex := v.b.Hex()
			byColor := map[string][]int{}
			for _, s := range r.filled {
				if !strings.HasPrefix(s.color, "hsl(") {
					continue
				}
				i, ok := v.b.CellAt(s.at)
				if !ok {
					t.Fatalf("side %d: a rim tile off the board", side)
				}
				byColor[s.color] = append(byColor[s.color], i)
			}
			if len(byColor) != len(hex.Perimeter())/2 {
				t.Errorf("side %d, dark %v: %d rim colours for %d pairs", side, dark, len(byColor), len(hex.Perimeter())/2)
			}
			for color, cells := range byColor {
				if len(cells) != 2 || cells[1] != hex.Opposite(cells[0]) || !hex.OnPerimeter(cells[0]) {
					t.Errorf("side %d: %s is on %v", side, color, cells)
				}
			}
			gray := v.cellsOf(r.filled, hexview.PaletteFor(dark).Tile)
			for i := range hex.Len() {
				if (gray[i] == 1) == hex.OnPerimeter(i) {
					t.Errorf("side %d: %s is gray %d times", side, hex.Name(i), gray[i])
				}
			}
		}
	}
}

// TestRimHuesAreSpreadRoundTheWheel checks the pairs' hues are evenly
// spaced and neighbours on the rim have neighbouring hues.
func TestRimHuesAreSpreadRoundTheWheel(t *testing.T) {
	var v View
	v.Layout(500, 500)
	ring := v.b.Ring()
	half := len(ring) / 2
	seen := map[int]bool{}
	for k, i := range ring[:half] {
		seen[v.hues[i]] = true
		next := v.hues[ring[k+1]]
		if k+1 == half {
			next += 360
		}
		if step := next - v.hues[i]; math.Abs(float64(step)-360/float64(half)) > 1 {
			t.Errorf("hue steps by %d from %s", step, v.b.Hex().Name(i))
		}
	}
	if len(seen) != half {
		t.Errorf("%d hues for %d pairs", len(seen), half)
	}
}

func TestDrawStones(t *testing.T) {
	var v View
	pos := position(t, 7, "g7", "a1", "m13")
	r := draw(t, &v, pos, board.Scene{Last: []board.Pick{{Token: "a1", To: "a1"}, {Token: "m13", To: "m13"}}, Cursor: "d4"})
	at := func(name string) int { i, _ := v.b.Hex().Parse(name); return i }
	pal := hexview.Light
	black := v.cellsOf(r.filled, "gradient "+pal.Black)
	white := v.cellsOf(r.filled, "gradient "+pal.White)
	rings := v.cellsOf(r.stroked, pal.WhiteRing)
	if len(black) != 1 || black[at("g7")] != 1 || len(white) != 2 || white[at("a1")] != 1 || white[at("m13")] != 1 {
		t.Errorf("stones: black on %v, white on %v", black, white)
	}
	if len(rings) != 2 || rings[at("a1")] != 1 || rings[at("m13")] != 1 {
		t.Errorf("the rings that set white apart are on %v", rings)
	}
	if last := v.cellsOf(r.filled, pal.Last); len(last) != 2 || last[at("a1")] != 1 || last[at("m13")] != 1 {
		t.Errorf("the last turn is marked on %v", last)
	}
	if cur := v.cellsOf(r.stroked, pal.Cursor); len(cur) != 1 || cur[at("d4")] != 1 {
		t.Errorf("the cursor is on %v", cur)
	}
}

func TestDrawAStoneAppearing(t *testing.T) {
	var v View
	pos := position(t, 7, "g7")
	a := board.Anim{Player: rules.First, To: "g7", Start: 1000, Duration: 200}
	radius := func(now float64) float64 {
		r := draw(t, &v, pos, board.Scene{Anims: []board.Anim{a}, Now: now})
		g7, _ := v.b.Hex().Parse("g7")
		for _, s := range r.filled {
			if i, ok := v.b.CellAt(s.at); ok && i == g7 && s.color == "gradient "+hexview.Light.Black {
				return s.radius
			}
		}
		return 0
	}
	before, half, done := radius(900), radius(1100), radius(1300)
	if before != 0 || !(half > 0 && half < done) {
		t.Errorf("the stone's radius is %v before, %v halfway, %v after", before, half, done)
	}
}

func TestDrawSecondStoneMarks(t *testing.T) {
	var v View
	pal := hexview.Light
	at := func(name string) int { i, _ := v.b.Hex().Parse(name); return i }

	r := draw(t, &v, position(t, 7, "g7", "a1"), board.Scene{})
	if ghost := v.cellsOf(r.stroked, pal.Text); len(ghost) != 1 || ghost[at("m13")] != 1 {
		t.Errorf("after a1 the forced cell is shown on %v, want m13", ghost)
	}
	if veil := v.cellsOf(r.filled, pal.Veil); veil[at("m13")] != 0 || veil[at("m12")] != 1 || veil[at("d4")] != 1 {
		t.Errorf("after a1 the cells out of play are veiled: %v", veil)
	}

	r = draw(t, &v, position(t, 7, "g7", "d4"), board.Scene{})
	barred := v.cellsOf(r.stroked, pal.Forbidden)
	want := []string{"c3", "c4", "d3", "d5", "e4", "e5"} // d4's neighbours, all empty and gray
	if len(barred) != len(want) {
		t.Errorf("after d4 the ruled-out cells are %v", barred)
	}
	for _, name := range want {
		if barred[at(name)] == 0 {
			t.Errorf("after d4, %s is not barred", name)
		}
	}
	if veil := v.cellsOf(r.filled, pal.Veil); veil[at("a1")] != 1 || veil[at("c3")] != 1 || veil[at("h8")] != 0 {
		t.Errorf("after d4 the cells out of play are veiled: %v", veil)
	}
}

func TestDrawTheWinningGroupLit(t *testing.T) {
	var v View
	pal := hexview.Light
	at := func(name string) int { i, _ := v.b.Hex().Parse(name); return i }
	// White's a1, b1, b2 and m13, l13, l12 are two groups of two rim cells
	// each, against none of black's: the first, of the lowest cell, is lit.
	r := draw(t, &v, position(t, 7, "g7", "a1", "m13", "pass", "b1", "l13", "pass", "b2", "l12", "pass", "pass"), board.Scene{})
	lit := v.cellsOf(r.stroked, pal.Glow)
	if len(lit) != 3 || lit[at("a1")] != 1 || lit[at("b1")] != 1 || lit[at("b2")] != 1 {
		t.Errorf("the lit cells are %v, want a1, b1, b2", lit)
	}
	if veil := v.cellsOf(r.filled, pal.Veil); veil[at("a1")] != 0 || veil[at("g1")] != 1 {
		t.Errorf("the rest is not veiled: %v", veil)
	}
	if !contains(r.texts, "White · wins") {
		t.Errorf("the scores do not say who won: %q", r.texts)
	}
	r = draw(t, &v, position(t, 7, "g7", "a1"), board.Scene{})
	if len(v.cellsOf(r.stroked, pal.Glow)) != 0 {
		t.Errorf("a group is lit before the end")
	}
}

func TestDrawScores(t *testing.T) {
	var v View
	r := draw(t, &v, position(t, 7, "g7", "a1", "m13", "a7", "m7", "g1", "g13"), board.Scene{})
	// White [1, 1, 1, 1] against black [1, 1]: the third scores differ.
	for _, want := range []string{"Black · to play", "White", "1"} {
		if !contains(r.texts, want) {
			t.Errorf("the scores lack %q: %q", want, r.texts)
		}
	}
	chips := 0
	for _, s := range r.filled {
		if s.color == hexview.Light.Glow && s.at.X > v.room.X && s.at.Y > v.room.Y {
			chips++
		}
	}
	if chips != 1 {
		t.Errorf("%d chips picked out, want white's third", chips)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
