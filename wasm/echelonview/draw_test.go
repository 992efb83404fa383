package echelonview

import (
	"math"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
	"tessera/wasm/hexview"
)

// centred returns the shapes of color among shapes drawn right on cell
// i's centre.
func (v *View) centred(shapes []boardtest.Shape, color string, i int) []boardtest.Shape {
	var out []boardtest.Shape
	c := v.Board().Center(i)
	for _, s := range boardtest.In(v.Board(), shapes, color, i) {
		if math.Hypot(s.At().X-c.X, s.At().Y-c.Y) < 0.01*v.Board().R {
			out = append(out, s)
		}
	}
	return out
}

// faces returns the coin faces drawn in cell i's hexagon, in drawing
// order, with their owners.
func (v *View) faces(r *boardtest.Recorder, i int) (owners []rules.Player, out []boardtest.Shape) {
	for _, s := range r.Filled {
		for p, face := range light.face {
			if c, ok := v.Board().CellAt(s.At()); ok && c == i && s.Color == "gradient "+face {
				owners = append(owners, rules.Player(p))
				out = append(out, s)
			}
		}
	}
	return owners, out
}

// TestDrawStacksAndDeadCells draws the positions of a seeded gentleman
// game, where stacks grow tall, and checks every cell: a dead cell is a
// hatched hole with no tile; a live one has its tile; every stack shows
// each piece bottom to top, rising, red's a disc and blue's a square, and
// its height on top.
func TestDrawStacksAndDeadCells(t *testing.T) {
	var v View
	pal := hexview.Light
	seen := map[string]bool{}
	game, _ := randomGame(rules.Options{"variant": "gentleman"}, 1)
	for _, s := range game {
		r := boardtest.Draw(&v, s, board.Scene{})
		for i := range echelon.Cells {
			tiles, holes := v.centred(r.Filled, pal.Tile, i), v.centred(r.Filled, light.hole, i)
			hatch := boardtest.In(v.Board(), r.Stroked, light.hatch, i)
			if s.Dead(i) {
				seen["dead"] = true
				if len(tiles) != 0 || len(holes) != 1 || len(hatch) < 5 {
					t.Fatalf("dead %s: %d tiles, %d holes, %d hatch lines", name(i), len(tiles), len(holes), len(hatch))
				}
				continue
			}
			if len(tiles) != 1 || len(holes) != 0 || len(hatch) != 0 {
				t.Fatalf("live %s: %d tiles, %d holes, %d hatch lines", name(i), len(tiles), len(holes), len(hatch))
			}
			stack := s.Stack(i)
			owners, faces := v.faces(r, i)
			if len(owners) != len(stack) {
				t.Fatalf("%s holds %v, drawn %v", name(i), stack, owners)
			}
			for k, p := range stack {
				if owners[k] != p || faces[k].Kind != [2]string{"arc", "rect"}[p] || k > 0 && faces[k].At().Y >= faces[k-1].At().Y {
					t.Fatalf("%s holds %v: layer %d drawn %v as a %s at %v", name(i), stack, k, owners[k], faces[k].Kind, faces[k].At())
				}
			}
			if len(stack) >= 2 {
				seen["stack"] = true
				if len(stack) >= 3 && owners[0] != owners[len(owners)-1] {
					seen["mixed"] = true
				}
				if !hasText(r, string(rune('0'+len(stack))), faces[len(faces)-1].At(), v.Board().R) {
					t.Fatalf("%s: a stack of %d without its height on top", name(i), len(stack))
				}
			}
		}
	}
	if !seen["dead"] || !seen["stack"] || !seen["mixed"] {
		t.Errorf("the game showed %v: dead cells and mixed stacks of three are needed", seen)
	}
}

// hasText says whether s is written within 0.1 circumradius of at.
func hasText(r *boardtest.Recorder, s string, at board.Point, radius float64) bool {
	for _, x := range r.Texts {
		if x.S == s && math.Hypot(x.At.X-at.X, x.At.Y-at.Y) < 0.1*radius {
			return true
		}
	}
	return false
}

// TestDrawSelection selects red's d3 at the start: its slides are dots
// on empty cells, its stomps dashed rings on the pieces next to it, and
// only the movable pieces are ringed.
func TestDrawSelection(t *testing.T) {
	var v View
	pal := hexview.Light
	s := position(t, nil)
	var sel board.Selection
	sel.Reset(v.Picks(s, tokens(s)))
	if o := sel.Select("d3", func(string) string { return "" }); o.Kind != board.Selected {
		t.Fatalf("d3 is not selectable: %+v", o)
	}
	r := boardtest.Draw(&v, s, board.Scene{Movable: sel.Movable(), Selected: sel.Selected, Targets: sel.Targets()})
	// d3's lines: column d up to d9, the row left to a3, the diagonal
	// down to c2 (a piece), and its neighbours e3, d2, e4, c2 (pieces).
	slides := map[string]bool{"d4": true, "d5": true, "d6": true, "d7": true, "d8": true, "d9": true, "c3": true, "b3": true, "a3": true}
	stomps := map[string]bool{"e3": true, "d2": true, "c2": true, "e4": true}
	for i := range echelon.Cells {
		dots := v.centred(r.Filled, pal.Target, i)
		var dashed, solid int
		for _, x := range boardtest.In(v.Board(), r.Stroked, pal.Target, i) {
			if x.Kind == "arc" && x.Dashed {
				dashed++
			} else if x.Kind == "arc" {
				solid++
			}
		}
		n := name(i)
		movable := s.Top(i) == rules.First && n != "d3"
		if (len(dots) == 1) != slides[n] || (dashed == 1) != stomps[n] || (solid == 1) != (movable || n == "d3") || len(dots) > 1 || dashed > 1 || solid > 1 {
			t.Errorf("%s: %d dots, %d dashed rings, %d rings", n, len(dots), dashed, solid)
		}
	}
}

// TestDrawThreats checks the threat marks after red's d3-e3: one badge on
// e3 holding a red disc, and a dashed line from each of d2, e2 and e4;
// nothing with the marks off.
func TestDrawThreats(t *testing.T) {
	var v View
	s := position(t, nil, "d3-e3")
	e3, _ := cellIndex("e3")
	r := boardtest.Draw(&v, s, board.Scene{})
	if len(boardtest.In(v.Board(), r.Filled, light.warn, e3)) != 0 {
		t.Errorf("threats drawn while off")
	}
	v.SetThreats(true)
	r = boardtest.Draw(&v, s, board.Scene{})
	if badges := boardtest.In(v.Board(), r.Filled, light.warn, e3); len(badges) != 1 {
		t.Errorf("%d badges on e3", len(badges))
	}
	lines := 0
	for _, x := range r.Stroked {
		if x.Color == light.deep[rules.First] && x.Dashed {
			lines++
		}
	}
	if lines != 3 {
		t.Errorf("%d threat lines, want d2, e2 and e4's", lines)
	}
}

// TestDrawAMoveOnItsWay draws red's e4-e7 halfway: the coin is on the
// line between e4 and e7 near its middle and not yet on e7; once done it
// rests on e7.
func TestDrawAMoveOnItsWay(t *testing.T) {
	var v View
	v.Layout(700, 600)
	start := position(t, nil)
	anims := v.Anims(start, "e4-e7", 1000, 300)
	after := position(t, nil, "e4-e7")
	e4, _ := cellIndex("e4")
	e7, _ := cellIndex("e7")
	red := "gradient " + light.face[rules.First]
	r := boardtest.Draw(&v, after, board.Scene{Anims: anims, Now: 1150})
	if owners, _ := v.faces(r, e7); len(owners) != 0 {
		t.Errorf("the piece rests on e7 before it arrives")
	}
	a, b := v.Board().Center(e4), v.Board().Center(e7)
	mid := board.Lerp(a, b, 0.5)
	flying := 0
	for _, x := range r.Filled {
		off := math.Abs((b.X-a.X)*(x.At().Y-a.Y)-(b.Y-a.Y)*(x.At().X-a.X)) / math.Hypot(b.X-a.X, b.Y-a.Y)
		if x.Color == red && off < 0.1*v.Board().R && math.Hypot(x.At().X-mid.X, x.At().Y-mid.Y) < 0.2*math.Hypot(b.X-a.X, b.Y-a.Y) {
			flying++
		}
	}
	if flying != 1 {
		t.Errorf("%d coins halfway between e4 and e7", flying)
	}
	r = boardtest.Draw(&v, after, board.Scene{Anims: anims, Now: 1300})
	if owners, _ := v.faces(r, e7); len(owners) != 1 || owners[0] != rules.First {
		t.Errorf("after the move e7 shows %v", owners)
	}
}

// TestDrawLastMoveAndCursor marks the last move's two ends and the cursor.
func TestDrawLastMoveAndCursor(t *testing.T) {
	var v View
	pal := hexview.Light
	s := position(t, nil, "e4-e7")
	r := boardtest.Draw(&v, s, board.Scene{Last: []board.Pick{{Token: "e4-e7", From: "e4", To: "e7"}}, Cursor: "f6"})
	for _, n := range []string{"e4", "e7"} {
		i, _ := cellIndex(n)
		if sq := boardtest.In(v.Board(), r.Filled, pal.Last, i); len(sq) != 1 || sq[0].Kind != "rect" {
			t.Errorf("the last move's mark on %s: %v", n, sq)
		}
	}
	f6, _ := cellIndex("f6")
	if cur := v.centred(r.Stroked, pal.Cursor, f6); len(cur) != 1 {
		t.Errorf("the cursor is drawn %d times on f6", len(cur))
	}
}
