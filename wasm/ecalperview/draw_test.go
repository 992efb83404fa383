package ecalperview

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
	"tessera/wasm/hexview"
)

// at returns the cell named name on v's board.
func (v *View) at(name string) int {
	i, _ := v.Board().Hex().Parse(name)
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
	r := boardtest.Draw(&v, position(t, 5, turned...), board.Scene{Last: last, Cursor: "e5"})
	if got := boardtest.CellsOf(v.Board(), r.Filled, "gradient "+pal.Black); !v.only(got, "b1", "c1") {
		t.Errorf("black stones on %v", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Filled, "gradient "+pal.White); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("white stones on %v", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.WhiteRing); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("the rings that set white apart are on %v", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.Target); !v.only(got, "d1", "e1", "a2") {
		t.Errorf("the stones that may be replaced are marked on %v, want d1 e1 a2", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Filled, pal.Last); !v.only(got, "a1", "d1", "e1", "a2") {
		t.Errorf("the last turn is marked on %v", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.Cursor); !v.only(got, "e5") {
		t.Errorf("the cursor is on %v", got)
	}
	r = boardtest.Draw(&v, position(t, 5, append(turned, "xd1")...), board.Scene{})
	if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.Target); len(got) != 0 {
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
		r := boardtest.Draw(&v, pos, board.Scene{Anims: a, Now: now})
		for _, s := range r.Filled {
			if i, ok := v.Board().CellAt(s.At()); ok && i == v.at("b1") {
				switch s.Color {
				case "gradient " + pal.Black:
					under = s.Radius
				case "gradient " + pal.White:
					over = s.Radius
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
		r := boardtest.Draw(&v, s, board.Scene{})
		if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.Glow); !maps(got, want) {
			t.Errorf("seed %d: lit %v, want %v", seed, got, want)
		}
		veiled := boardtest.CellsOf(v.Board(), r.Filled, pal.Veil)
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
		r := &boardtest.Recorder{}
		sc := board.Scene{Pos: position(t, 5, turned...)}
		v.Draw(r, &sc)
		text := strings.Join(r.Strings(), "|")
		for _, want := range []string{"Black · to play", "White", "largest 2", "1 group", "2 groups"} {
			if !slices.Contains(r.Strings(), want) {
				t.Errorf("%v: %q is not written: %s", size, want, text)
			}
		}
		glow := 0
		for _, s := range r.Filled {
			if s.Color == pal.Glow {
				glow++
				if _, on := v.Board().CellAt(s.At()); on {
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
	if got := boardtest.CellsOf(v.Board(), boardtest.Draw(&v, pos, board.Scene{}).Stroked, pal.Glow); len(got) != 0 {
		t.Errorf("lit before asked: %v", got)
	}
	v.LightLargest(true)
	r := boardtest.Draw(&v, pos, board.Scene{})
	if got := boardtest.CellsOf(v.Board(), r.Stroked, pal.Glow); !v.only(got, "b1", "c1", "a1", "a2", "d1", "e1") {
		t.Errorf("lit on demand: %v", got)
	}
	if got := boardtest.CellsOf(v.Board(), r.Filled, pal.Veil); len(got) != 0 {
		t.Errorf("veiled during play: %v", got)
	}
}

// TestScoresFitUnderANarrowBoard: under the board of a 360-pixel phone,
// each side's two chips fit the room on one line instead of wrapping out
// of it.
func TestScoresFitUnderANarrowBoard(t *testing.T) {
	var v View
	v.Layout(328, 352)
	room := v.Room()
	r := &boardtest.Recorder{}
	v.Draw(r, &board.Scene{Pos: position(t, 7)})
	chips := 0
	for _, s := range r.Filled {
		for _, b := range s.Rects {
			if b.Y < room.Y {
				continue
			}
			chips++
			if b.Y+b.H > room.Y+room.H || b.X+b.W > room.X+room.W {
				t.Errorf("a chip %+v leaves the room %+v", b, room)
			}
		}
	}
	if chips != 4 {
		t.Errorf("%d chips under the board, want 4", chips)
	}
}
