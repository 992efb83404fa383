package irisview

import (
	"math"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
	"tessera/wasm/hexview"
)

// TestRimColoursPairOppositeCells draws every side in both schemes and
// checks the tiles: each rim colour on exactly two cells, opposite each
// other, one colour per pair, and every other cell gray.
func TestRimColoursPairOppositeCells(t *testing.T) {
	for side := iris.MinSize; side <= iris.MaxSize; side++ {
		for _, dark := range []bool{false, true} {
			var v View
			r := boardtest.Draw(&v, position(t, side), board.Scene{Dark: dark})
			hex := v.Board().Hex()
			byColor := map[string][]int{}
			for _, s := range r.Filled {
				if !strings.HasPrefix(s.Color, "hsl(") {
					continue
				}
				i, ok := v.Board().CellAt(s.At())
				if !ok {
					t.Fatalf("side %d: a rim tile off the board", side)
				}
				byColor[s.Color] = append(byColor[s.Color], i)
			}
			if len(byColor) != len(hex.Perimeter())/2 {
				t.Errorf("side %d, dark %v: %d rim colours for %d pairs", side, dark, len(byColor), len(hex.Perimeter())/2)
			}
			for color, cells := range byColor {
				if len(cells) != 2 || cells[1] != hex.Opposite(cells[0]) || !hex.OnPerimeter(cells[0]) {
					t.Errorf("side %d: %s is on %v", side, color, cells)
				}
			}
			gray := boardtest.CellsOf(v.Board(), r.Filled, hexview.PaletteFor(dark).Tile)
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
	ring := v.Board().Ring()
	half := len(ring) / 2
	seen := map[int]bool{}
	for k, i := range ring[:half] {
		seen[v.rimHues()[i]] = true
		next := v.rimHues()[ring[k+1]]
		if k+1 == half {
			next += 360
		}
		if step := next - v.rimHues()[i]; math.Abs(float64(step)-360/float64(half)) > 1 {
			t.Errorf("hue steps by %d from %s", step, v.Board().Hex().Name(i))
		}
	}
	if len(seen) != half {
		t.Errorf("%d hues for %d pairs", len(seen), half)
	}
}

func TestDrawStones(t *testing.T) {
	var v View
	pos := position(t, 7, "g7", "a1", "m13")
	r := boardtest.Draw(&v, pos, board.Scene{Last: []board.Pick{{Token: "a1", To: "a1"}, {Token: "m13", To: "m13"}}, Cursor: "d4"})
	at := func(name string) int { i, _ := v.Board().Hex().Parse(name); return i }
	pal := hexview.Light
	black := boardtest.CellsOf(v.Board(), r.Filled, "gradient "+pal.Black)
	white := boardtest.CellsOf(v.Board(), r.Filled, "gradient "+pal.White)
	rings := boardtest.CellsOf(v.Board(), r.Stroked, pal.WhiteRing)
	if len(black) != 1 || black[at("g7")] != 1 || len(white) != 2 || white[at("a1")] != 1 || white[at("m13")] != 1 {
		t.Errorf("stones: black on %v, white on %v", black, white)
	}
	if len(rings) != 2 || rings[at("a1")] != 1 || rings[at("m13")] != 1 {
		t.Errorf("the rings that set white apart are on %v", rings)
	}
	if last := boardtest.CellsOf(v.Board(), r.Filled, pal.Last); len(last) != 2 || last[at("a1")] != 1 || last[at("m13")] != 1 {
		t.Errorf("the last turn is marked on %v", last)
	}
	if cur := boardtest.CellsOf(v.Board(), r.Stroked, pal.Cursor); len(cur) != 1 || cur[at("d4")] != 1 {
		t.Errorf("the cursor is on %v", cur)
	}
}

func TestDrawAStoneAppearing(t *testing.T) {
	var v View
	pos := position(t, 7, "g7")
	a := board.Anim{Player: rules.First, To: "g7", Start: 1000, Duration: 200}
	radius := func(now float64) float64 {
		r := boardtest.Draw(&v, pos, board.Scene{Anims: []board.Anim{a}, Now: now})
		g7, _ := v.Board().Hex().Parse("g7")
		for _, s := range r.Filled {
			if i, ok := v.Board().CellAt(s.At()); ok && i == g7 && s.Color == "gradient "+hexview.Light.Black {
				return s.Radius
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
	at := func(name string) int { i, _ := v.Board().Hex().Parse(name); return i }

	r := boardtest.Draw(&v, position(t, 7, "g7", "a1"), board.Scene{})
	if ghost := boardtest.CellsOf(v.Board(), r.Stroked, pal.Text); len(ghost) != 1 || ghost[at("m13")] != 1 {
		t.Errorf("after a1 the forced cell is shown on %v, want m13", ghost)
	}
	if veil := boardtest.CellsOf(v.Board(), r.Filled, pal.Veil); veil[at("m13")] != 0 || veil[at("m12")] != 1 || veil[at("d4")] != 1 {
		t.Errorf("after a1 the cells out of play are veiled: %v", veil)
	}

	r = boardtest.Draw(&v, position(t, 7, "g7", "d4"), board.Scene{})
	barred := boardtest.CellsOf(v.Board(), r.Stroked, pal.Forbidden)
	want := []string{"c3", "c4", "d3", "d5", "e4", "e5"} // d4's neighbours, all empty and gray
	if len(barred) != len(want) {
		t.Errorf("after d4 the ruled-out cells are %v", barred)
	}
	for _, name := range want {
		if barred[at(name)] == 0 {
			t.Errorf("after d4, %s is not barred", name)
		}
	}
	if veil := boardtest.CellsOf(v.Board(), r.Filled, pal.Veil); veil[at("a1")] != 1 || veil[at("c3")] != 1 || veil[at("h8")] != 0 {
		t.Errorf("after d4 the cells out of play are veiled: %v", veil)
	}
}

func TestDrawTheWinningGroupLit(t *testing.T) {
	var v View
	pal := hexview.Light
	at := func(name string) int { i, _ := v.Board().Hex().Parse(name); return i }
	// White's a1, b1, b2 and m13, l13, l12 are two groups of two rim cells
	// each, against none of black's: the first, of the lowest cell, is lit.
	r := boardtest.Draw(&v, position(t, 7, "g7", "a1", "m13", "pass", "b1", "l13", "pass", "b2", "l12", "pass", "pass"), board.Scene{})
	lit := boardtest.CellsOf(v.Board(), r.Stroked, pal.Glow)
	if len(lit) != 3 || lit[at("a1")] != 1 || lit[at("b1")] != 1 || lit[at("b2")] != 1 {
		t.Errorf("the lit cells are %v, want a1, b1, b2", lit)
	}
	if veil := boardtest.CellsOf(v.Board(), r.Filled, pal.Veil); veil[at("a1")] != 0 || veil[at("g1")] != 1 {
		t.Errorf("the rest is not veiled: %v", veil)
	}
	if !contains(r.Strings(), "White · wins") {
		t.Errorf("the scores do not say who won: %q", r.Strings())
	}
	r = boardtest.Draw(&v, position(t, 7, "g7", "a1"), board.Scene{})
	if len(boardtest.CellsOf(v.Board(), r.Stroked, pal.Glow)) != 0 {
		t.Errorf("a group is lit before the end")
	}
}

func TestDrawScores(t *testing.T) {
	var v View
	r := boardtest.Draw(&v, position(t, 7, "g7", "a1", "m13", "a7", "m7", "g1", "g13"), board.Scene{})
	// White [1, 1, 1, 1] against black [1, 1]: the third scores differ.
	for _, want := range []string{"Black · to play", "White", "1"} {
		if !contains(r.Strings(), want) {
			t.Errorf("the scores lack %q: %q", want, r.Strings())
		}
	}
	chips := 0
	for _, s := range r.Filled {
		if s.Color == hexview.Light.Glow && s.At().X > v.Room().X && s.At().Y > v.Room().Y {
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
