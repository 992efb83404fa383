package irisview

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// position replays tokens in a game of side size.
func position(t *testing.T, size int, tokens ...string) *iris.State {
	return boardtest.ReplaySized(t, iris.Game{}, size, tokens...).Position().(*iris.State)
}

// legal returns the sorted legal tokens of pos.
func legal(t *testing.T, size int, tokens ...string) []string {
	return boardtest.ReplaySized(t, iris.Game{}, size, tokens...).Legal()
}

func TestCellsRoundTrip(t *testing.T) {
	for _, size := range [][2]float64{{360, 594}, {1000, 400}, {700, 700}} {
		for side := iris.MinSize; side <= iris.MaxSize; side++ {
			var v View
			v.Layout(size[0], size[1])
			v.Describe(position(t, side))
			hex := iris.LayoutOf(side).Hex()
			g := v.Grid()
			if g.Cols != 2*side-1 || g.Rows != 2*side-1 {
				t.Fatalf("side %d: grid %dx%d", side, g.Cols, g.Rows)
			}
			for i := range hex.Len() {
				name := hex.Name(i)
				at, ok := v.CellCenter(name)
				col, row, in := v.CellAt(at)
				if !ok || !in || v.CellName(col, row) != name {
					t.Errorf("side %d, %v: %s is drawn at %v, which is grid %d,%d named %q",
						side, size, name, at, col, row, v.CellName(col, row))
				}
			}
			for col := range g.Cols {
				for row := range g.Rows {
					if _, err := hex.Parse(v.CellName(col, row)); err != nil {
						t.Errorf("side %d: grid %d,%d is named %q", side, col, row, v.CellName(col, row))
					}
				}
			}
			if _, _, ok := v.CellAt(board.Point{X: -5, Y: -5}); ok {
				t.Errorf("side %d: a point off the canvas is a cell", side)
			}
		}
	}
	var v View
	if _, ok := v.CellCenter("z99"); ok || v.CellName(-1, 0) != "" {
		t.Errorf("no cell is taken for one")
	}
}

func TestPicksAndAnims(t *testing.T) {
	var v View
	v.Layout(600, 600)
	pos := position(t, 5, "e5") // white to move, a whole turn
	tokens := legal(t, 5, "e5")
	picks := v.Picks(pos, tokens)
	if len(picks) != len(tokens) || len(tokens) != 61 { // pass and the 60 empty cells
		t.Fatalf("%d picks for %d tokens", len(picks), len(tokens))
	}
	for i, pk := range picks {
		want := board.Pick{Token: tokens[i], To: tokens[i]}
		if tokens[i] == "pass" {
			want.To = ""
		}
		if pk != want {
			t.Errorf("pick %+v, want %+v", pk, want)
		}
	}
	anims := v.Anims(pos, "a1", 1000, 300)
	if !slices.Equal(anims, []board.Anim{{Player: rules.Second, To: "a1", Start: 1000, Duration: 300}}) {
		t.Errorf("Anims(a1) = %+v", anims)
	}
	if a := v.Anims(pos, "pass", 0, 300); a != nil {
		t.Errorf("a pass animates: %+v", a)
	}
}

func TestExplain(t *testing.T) {
	var v View
	start := position(t, 7)
	rim := position(t, 7, "g7", "a1")            // white's first stone on a rim corner: m13 is forced
	gray := position(t, 7, "g7", "d4")           // white's first stone on gray d4
	over := position(t, 7, "g7", "pass", "pass") // two passes end the game
	for _, c := range []struct {
		pos        *iris.State
		cell, want string
	}{
		{start, "a1", "Black's first turn is a single stone on a gray cell."},
		{start, "g7", ""},
		{start, "zz", ""},
		{rim, "g7", "g7 is occupied: pick an empty cell."},
		{rim, "b2", "The second stone must go opposite the first stone, on m13."},
		{rim, "m13", ""},
		{gray, "e5", "e5 is next to your first stone on d4: the second stone needs a gray cell not adjacent to it."},
		{gray, "c3", "c3 is next to your first stone on d4: the second stone needs a gray cell not adjacent to it."},
		{gray, "a1", "After a first stone on a gray cell, the second goes on a gray cell too, not next to d4."},
		{gray, "h8", ""},
		{over, "a1", "The game is over."},
	} {
		if got := v.Explain(c.pos, -1, c.cell); got != c.want {
			t.Errorf("Explain(%v, %s) = %q, want %q", c.pos, c.cell, got, c.want)
		}
	}
}
