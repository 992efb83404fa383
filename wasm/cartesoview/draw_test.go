package cartesoview

import (
	"math"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// near says whether q is within a stone's radius of p.
func (v *View) near(p, q board.Point) bool { return math.Hypot(p.X-q.X, p.Y-q.Y) < 0.5*v.grid.Size }

// hatchAt returns the colour and direction (vertical strokes or not) of
// the hatch drawn over point name, and false if there is none.
func (v *View) hatchAt(r *boardtest.Recorder, pal palette, name string) (color string, upright, ok bool) {
	at, _ := v.CellCenter(name)
	for _, s := range r.Stroked {
		if !slices.Contains(slices.Concat(pal.sides[:], pal.faint[:], pal.bright[:], pal.brightFaint[:]), s.Color) || len(s.Segments) != 3 {
			continue
		}
		mid := board.Lerp(s.Segments[1].A, s.Segments[1].B, 0.5)
		if !v.near(mid, at) {
			continue
		}
		upright = true
		for _, g := range s.Segments {
			upright = upright && g.A.X == g.B.X && g.A.Y != g.B.Y
		}
		return s.Color, upright, true
	}
	return "", false, false
}

// markersAt returns the claim markers drawn on point name: the colour and
// whether each stands up.
func (v *View) markersAt(r *boardtest.Recorder, pal palette, name string) (out []string) {
	at, _ := v.CellCenter(name)
	for _, s := range r.Filled {
		if len(s.Rects) != 1 || !slices.Contains(pal.sides[:], s.Color) || !v.near(s.Rects[0].Center(), at) {
			continue
		}
		shape := "lying"
		if s.Rects[0].H > s.Rects[0].W {
			shape = "standing"
		}
		out = append(out, s.Color+" "+shape)
	}
	return out
}

// TestHatchesAndMarkers draws a side-7 board where vertical claimed the
// black a1-a2 (walled in by white b1, b2 and a3) and checks each stone's
// hatch against docs/rules.md's owners: the claimed group bold in vertical's
// colour (its light shade, on black stones) with upright strokes and one
// standing marker on a1; the white
// b1-b2, two rows by one column, faint vertical; the white a3, square
// after vertical's placement, faint horizontal, lying strokes.
func TestHatchesAndMarkers(t *testing.T) {
	for _, dark := range []bool{false, true} {
		var v View
		pal := paletteFor(dark)
		r := boardtest.Draw(&v, position(t, 7, "Ba1", "Ba2", "Wb1", "Wb2", "Wa3"), board.Scene{Dark: dark})
		for _, c := range []struct {
			point, color string
			upright      bool
			markers      []string
		}{
			{"a1", pal.bright[rules.First], true, []string{pal.sides[rules.First] + " standing"}},
			{"a2", pal.bright[rules.First], true, nil},
			{"b1", pal.faint[rules.First], true, nil},
			{"b2", pal.faint[rules.First], true, nil},
			{"a3", pal.faint[rules.Second], false, nil},
		} {
			color, upright, ok := v.hatchAt(r, pal, c.point)
			if !ok || color != c.color || upright != c.upright {
				t.Errorf("dark %v, %s: hatch %q upright %v (found %v), want %q upright %v", dark, c.point, color, upright, ok, c.color, c.upright)
			}
			if got := v.markersAt(r, pal, c.point); !slices.Equal(got, c.markers) {
				t.Errorf("dark %v, %s: markers %v, want %v", dark, c.point, got, c.markers)
			}
		}
		if _, _, ok := v.hatchAt(r, pal, "d4"); ok {
			t.Errorf("dark %v: an empty point is hatched", dark)
		}
	}
}

// TestHorizontalClaimMarker checks the other side's marker: horizontal
// claims the black a1 that white a2 and b1 wall in after vertical's b1.
func TestHorizontalClaimMarker(t *testing.T) {
	var v View
	pal := paletteFor(false)
	r := boardtest.Draw(&v, position(t, 5, "Ba1", "Wa2", "Wb1"), board.Scene{})
	if got, want := v.markersAt(r, pal, "a1"), []string{pal.sides[rules.Second] + " lying"}; !slices.Equal(got, want) {
		t.Errorf("a1: markers %v, want %v", got, want)
	}
	if color, upright, _ := v.hatchAt(r, pal, "a1"); color != pal.bright[rules.Second] || upright {
		t.Errorf("a1: hatch %q upright %v", color, upright)
	}
}

// TestStonesDiffer checks that black stones are plain discs and white ones
// carry a ring: the colours differ by more than colour.
func TestStonesDiffer(t *testing.T) {
	var v View
	pal := paletteFor(false)
	r := boardtest.Draw(&v, position(t, 5, "Bc3", "Wd4"), board.Scene{})
	rings := map[string]int{}
	for _, s := range r.Stroked {
		if s.Color == pal.whiteRing && len(s.Circles) == 1 {
			for _, name := range []string{"c3", "d4"} {
				if at, _ := v.CellCenter(name); v.near(s.Circles[0], at) {
					rings[name]++
				}
			}
		}
	}
	if rings["c3"] != 0 || rings["d4"] == 0 {
		t.Errorf("rings %v: want some on the white d4 only", rings)
	}
}

// TestHoverSpan hovers a finished and an open group and checks the dashed
// box round each group's span and its label.
func TestHoverSpan(t *testing.T) {
	pos := position(t, 7, "Ba1", "Ba2", "Wb1", "Wb2", "Wa3", "Bd4", "Be4", "Bf4")
	for _, c := range []struct {
		hover, label string
		from, to     string // the box's corner points
	}{
		{"a2", "1 wide × 2 tall, finished", "a2", "a1"},
		{"e4", "3 wide × 1 tall, open", "d4", "f4"},
	} {
		var v View
		v.SetHover(c.hover)
		r := boardtest.Draw(&v, pos, board.Scene{})
		pal := paletteFor(false)
		var boxes []board.Rect
		for _, s := range r.Stroked {
			if s.Color == pal.hover {
				boxes = append(boxes, s.Rects...)
			}
		}
		tl, _ := v.CellCenter(c.from)
		br, _ := v.CellCenter(c.to)
		half := v.grid.Size / 2
		want := board.Rect{X: tl.X - half, Y: tl.Y - half, W: br.X - tl.X + 2*half, H: br.Y - tl.Y + 2*half}
		if len(boxes) != 1 || math.Abs(boxes[0].X-want.X)+math.Abs(boxes[0].Y-want.Y)+math.Abs(boxes[0].W-want.W)+math.Abs(boxes[0].H-want.H) > 1e-6 {
			t.Errorf("hover %s: boxes %v, want %v", c.hover, boxes, want)
		}
		if !slices.Contains(r.Strings(), c.label) {
			t.Errorf("hover %s: texts %q lack %q", c.hover, r.Strings(), c.label)
		}
	}
	var v View
	v.SetHover("g7")
	for _, s := range boardtest.Draw(&v, pos, board.Scene{}).Stroked {
		if s.Color == paletteFor(false).hover {
			t.Errorf("an empty point hovered draws a span")
		}
	}
}

// TestScoresDrawn checks the live score with the komi and the chosen
// colour beside the board: in a column right of it on a wide canvas, on
// lines below it on a tall one.
func TestScoresDrawn(t *testing.T) {
	pos := position(t, 7, "Ba1", "Ba2", "Wb1", "Wb2", "Wa3")
	for _, c := range []struct {
		w, h   float64
		colour []string
	}{
		{1000, 600, []string{"White stone", "c switches"}},
		{500, 800, []string{"White stone · c switches"}},
	} {
		var v View
		setColour(&v, false)
		v.SetPlacing(true)
		v.Layout(c.w, c.h)
		r := &boardtest.Recorder{}
		v.Draw(r, &board.Scene{Pos: pos})
		for _, want := range append([]string{"2", "0 + 0.5 komi = 0.5", "Horizontal · to play", "Vertical"}, c.colour...) {
			if !slices.Contains(r.Strings(), want) {
				t.Errorf("%vx%v: texts %q lack %q", c.w, c.h, r.Strings(), want)
			}
		}
	}
}

// TestColourOnlyWhilePlacing checks that the colour a tap places, and its
// key, are drawn only while a person places a stone (SetPlacing): not in
// the computer's turn, on a position under review or in a diagram.
func TestColourOnlyWhilePlacing(t *testing.T) {
	pos := position(t, 7, "Bd4")
	for _, w := range []float64{1000, 500} {
		for _, placing := range []bool{true, false} {
			var v View
			v.SetPlacing(placing)
			v.Layout(w, 800)
			r := &boardtest.Recorder{}
			v.Draw(r, &board.Scene{Pos: pos})
			drawn := slices.ContainsFunc(r.Strings(), func(s string) bool { return strings.Contains(s, "c switches") })
			if drawn != placing {
				t.Errorf("width %v, placing %v: texts %q", w, placing, r.Strings())
			}
		}
	}
}

// TestScoresOnAShortBoard: on a landscape phone the room is right of a
// short board and wider than it is tall; the two sides still stand one
// above the other there, not side by side over each other, and every
// text is on the canvas.
func TestScoresOnAShortBoard(t *testing.T) {
	pos := position(t, 9)
	var v View
	v.SetPlacing(true)
	v.Layout(372, 248)
	r := &boardtest.Recorder{}
	v.Draw(r, &board.Scene{Pos: pos})
	at := map[string]board.Point{}
	for _, tx := range r.Texts {
		at[tx.S] = tx.At
		if tx.At.Y < 0 || tx.At.Y > 248 || tx.At.X < 0 || tx.At.X > 372 {
			t.Errorf("%q is drawn off the canvas, at %v", tx.S, tx.At)
		}
	}
	first, second := at["Vertical · to play"], at["Horizontal"]
	if first == (board.Point{}) || second == (board.Point{}) {
		t.Fatalf("the sides' names are not drawn: %q", r.Strings())
	}
	if second.Y <= first.Y {
		t.Errorf("horizontal's name (at %v) is not under vertical's (at %v)", second, first)
	}
}
