package ecalperview

import (
	"math"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
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
func draw(t *testing.T, v *View, pos *ecalper.State, sc board.Scene) *recorder {
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

// at returns the cell named name on v's board.
func (v *View) at(name string) int {
	i, _ := v.b.Hex().Parse(name)
	return i
}

// only says whether got counts exactly one shape on each of cells and
// none elsewhere.
func (v *View) only(got map[int]int, cells ...string) bool {
	if len(got) != len(cells) {
		return false
	}
	for _, c := range cells {
		if got[v.at(c)] != 1 {
			return false
		}
	}
	return true
}

func TestDrawStonesAndMarks(t *testing.T) {
	var v View
	pal := hexview.Light
	last := []board.Pick{{Token: "xa1", To: "a1"}, {Token: "d1", To: "d1"}, {Token: "e1", To: "e1"}, {Token: "a2", To: "a2"}}
	r := draw(t, &v, position(t, 5, turned...), board.Scene{Last: last, Cursor: "e5"})
	if got := v.cellsOf(r.filled, "gradient "+pal.Black); !v.only(got, "b1", "c1") {
		t.Errorf("black stones on %v", got)
	}
	if got := v.cellsOf(r.filled, "gradient "+pal.White); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("white stones on %v", got)
	}
	if got := v.cellsOf(r.stroked, pal.WhiteRing); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("the rings that set white apart are on %v", got)
	}
	if got := v.cellsOf(r.stroked, pal.Target); !v.only(got, "d1", "e1", "a2") {
		t.Errorf("the stones that may be replaced are marked on %v, want d1 e1 a2", got)
	}
	if got := v.cellsOf(r.filled, pal.Last); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("the last turn is marked on %v", got)
	}
	if got := v.cellsOf(r.stroked, pal.Cursor); !v.only(got, "e5") {
		t.Errorf("the cursor is on %v", got)
	}
	r = draw(t, &v, position(t, 5, append(turned, "xd1")...), board.Scene{})
	if got := v.cellsOf(r.stroked, pal.Target); len(got) != 0 {
		t.Errorf("during placements stones are marked on %v", got)
	}
}

// TestDrawAReplacement checks a replaced stone shows under the new one
// while that grows.
func TestDrawAReplacement(t *testing.T) {
	var v View
	pal := hexview.Light
	pos := position(t, 5, append(opened, "xb1")...)
	a := v.Anims(position(t, 5, opened...), "xb1", 1000, 200)
	radii := func(now float64) (under, over float64) {
		r := draw(t, &v, pos, board.Scene{Anims: a, Now: now})
		for _, s := range r.filled {
			if i, ok := v.b.CellAt(s.at); ok && i == v.at("b1") {
				switch s.color {
				case "gradient " + pal.Black:
					under = s.radius
				case "gradient " + pal.White:
					over = s.radius
				}
			}
		}
		return under, over
	}
	under, half := radii(1100)
	gone, full := radii(1300)
	if under == 0 || !(half > 0 && half < full) || gone != 0 {
		t.Errorf("black's stone under: %v then %v; white's grows %v to %v", under, gone, half, full)
	}
}

// groupsOf returns colour p's groups in s by a plain flood fill.
func groupsOf(s *ecalper.State, p rules.Player) [][]int {
	hex := s.Board()
	seen := map[int]bool{}
	var groups [][]int
	for c := range hex.Len() {
		if s.Occupant(c) != p || seen[c] {
			continue
		}
		group, todo := []int{}, []int{c}
		seen[c] = true
		for len(todo) > 0 {
			x := todo[0]
			todo = todo[1:]
			group = append(group, x)
			for _, n := range hex.Neighbors(x) {
				if s.Occupant(n) == p && !seen[n] {
					seen[n] = true
					todo = append(todo, n)
				}
			}
		}
		groups = append(groups, group)
	}
	return groups
}

// TestDrawTheLargestGroupsLit plays random games to the end and checks
// the winner's largest groups (both colours' on a draw) are outlined in
// light and every other cell veiled.
func TestDrawTheLargestGroupsLit(t *testing.T) {
	pal := hexview.Light
	for seed := range uint64(8) {
		var v View
		s := randomTo(t, 5, seed, func(s *ecalper.State) bool { return s.Result().Over })
		want := map[int]int{}
		for _, p := range []rules.Player{ecalper.Black, ecalper.White} {
			if w := s.Result().Winner; w != rules.NoPlayer && w != p {
				continue
			}
			groups := groupsOf(s, p)
			largest := 0
			for _, g := range groups {
				largest = max(largest, len(g))
			}
			for _, g := range groups {
				if len(g) == largest {
					for _, c := range g {
						want[c] = 1
					}
				}
			}
		}
		r := draw(t, &v, s, board.Scene{})
		if got := v.cellsOf(r.stroked, pal.Glow); !maps(got, want) {
			t.Errorf("seed %d: lit %v, want %v", seed, got, want)
		}
		veiled := v.cellsOf(r.filled, pal.Veil)
		for c := range s.Board().Len() {
			if (veiled[c] == 1) == (want[c] == 1) {
				t.Errorf("seed %d: %s veiled %d times", seed, s.Board().Name(c), veiled[c])
			}
		}
	}
}

func maps(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, x := range a {
		if b[k] != x {
			return false
		}
	}
	return true
}

// TestDrawScores checks both colours' measures are written beside the
// board on wide and tall canvases, with the one that decides picked out
// on the side ahead: after turned, both largest groups hold 2 stones and
// black has 1 group to white's 2.
func TestDrawScores(t *testing.T) {
	pal := hexview.Light
	for _, size := range [][2]float64{{1000, 500}, {360, 600}} {
		var v View
		v.Layout(size[0], size[1])
		r := &recorder{}
		sc := board.Scene{Pos: position(t, 5, turned...)}
		v.Draw(r, &sc)
		text := strings.Join(r.texts, "|")
		for _, want := range []string{"Black · to play", "White", "largest 2", "1 group", "2 groups"} {
			if !slices.Contains(r.texts, want) {
				t.Errorf("%v: %q is not written: %s", size, want, text)
			}
		}
		glow := 0
		for _, s := range r.filled {
			if s.color == pal.Glow {
				glow++
				if _, on := v.b.CellAt(s.at); on {
					t.Errorf("%v: a chip on the board", size)
				}
			}
		}
		if glow != 1 {
			t.Errorf("%v: %d chips picked out as ahead, want black's group count", size, glow)
		}
	}
}

// TestDrawLargestOnDemand checks LightLargest lights both colours'
// largest groups during play, veiling nothing: after turned, black's b1
// c1 and white's a1 a2 and d1 e1.
func TestDrawLargestOnDemand(t *testing.T) {
	var v View
	pal := hexview.Light
	pos := position(t, 5, turned...)
	if got := v.cellsOf(draw(t, &v, pos, board.Scene{}).stroked, pal.Glow); len(got) != 0 {
		t.Errorf("lit before asked: %v", got)
	}
	v.LightLargest(true)
	r := draw(t, &v, pos, board.Scene{})
	if got := v.cellsOf(r.stroked, pal.Glow); !v.only(got, "b1", "c1", "a1", "a2", "d1", "e1") {
		t.Errorf("lit on demand: %v", got)
	}
	if got := v.cellsOf(r.filled, pal.Veil); len(got) != 0 {
		t.Errorf("veiled during play: %v", got)
	}
}
