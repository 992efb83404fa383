package hexview

import (
	"testing"

	"tessera/rules/hexhex"
	"tessera/wasm/board"
)

// testSpec lays out a side-4 board by default, with a scores room.
type testSpec struct{ ScoresRoom }

func (testSpec) Default() *hexhex.Board { return mustHex(4) }

func mustHex(side int) *hexhex.Board {
	hex, err := hexhex.New(side)
	if err != nil {
		panic(err)
	}
	return hex
}

func TestFrameDefaultsAndFollowsTheSide(t *testing.T) {
	var f Frame[testSpec]
	if got := f.Board().Hex().Side(); got != 4 {
		t.Fatalf("before any Layout the board has side %d, want the default 4", got)
	}
	f.Layout(800, 600)
	laid := f.Board()
	f.Use(mustHex(4))
	if f.Board() != laid {
		t.Errorf("Use of the same side laid the board out again")
	}
	f.Use(mustHex(6))
	if got := f.Board().Hex().Side(); got != 6 {
		t.Fatalf("Use(side 6) left side %d", got)
	}
	if g := f.Grid(); g.Cols != 11 || g.Rows != 11 {
		t.Errorf("a side-6 grid is %d x %d, want 11 x 11", g.Cols, g.Rows)
	}
	f.Layout(400, 900)
	if got := f.Board().Hex().Side(); got != 6 {
		t.Errorf("a new Layout went back to side %d", got)
	}
}

// TestFrameRoom checks the scores go right of the board on a wide canvas
// and under it on a tall one, with ScoresRoom's sizes.
func TestFrameRoom(t *testing.T) {
	var f Frame[testSpec]
	f.Layout(1200, 500)
	b, r := f.Board(), f.Room()
	if r.W != 168 || r.X <= b.Middle.X || r.H <= 0 {
		t.Errorf("wide canvas: room %+v beside a board centred at %v", r, b.Middle)
	}
	f.Layout(400, 900)
	b, r = f.Board(), f.Room()
	if r.H != 76 || r.Y <= b.Middle.Y || r.W <= 0 {
		t.Errorf("tall canvas: room %+v under a board centred at %v", r, b.Middle)
	}
}

// TestFrameCells checks every cell's centre is hit as that cell on the
// keyboard grid, that the grid names it, and that points off the board
// and names of no cell are refused.
func TestFrameCells(t *testing.T) {
	var f Frame[testSpec]
	f.Layout(700, 600)
	hex := f.Board().Hex()
	for i := range hex.Len() {
		name := hex.Name(i)
		at, ok := f.CellCenter(name)
		if !ok {
			t.Fatalf("CellCenter(%s) failed", name)
		}
		col, row, ok := f.CellAt(at)
		if !ok || f.CellName(col, row) != name {
			t.Errorf("%s: its centre is grid (%d, %d) %v, named %q", name, col, row, ok, f.CellName(col, row))
		}
	}
	if _, _, ok := f.CellAt(board.Point{X: -10, Y: -10}); ok {
		t.Errorf("a point off the canvas is on the board")
	}
	if _, ok := f.CellCenter("z99"); ok {
		t.Errorf("z99 has a centre")
	}
	if f.CellName(-1, 0) != "" || f.CellName(0, 99) != "" {
		t.Errorf("places off the grid are named")
	}
}
