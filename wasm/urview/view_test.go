package urview

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// position replays tokens in a 7-piece game.
func position(t *testing.T, tokens ...string) rules.Position {
	t.Helper()
	return boardtest.Replay(t, ur.Game{}, rules.Options{"pieces": "7"}, tokens...).Position()
}

func TestCellsRoundTrip(t *testing.T) {
	for _, size := range [][2]float64{{360, 640}, {1000, 360}} {
		var v View
		v.Layout(size[0], size[1])
		seen := map[string]bool{}
		for col := range 3 {
			for row := range 8 {
				name := v.CellName(col, row)
				if _, err := ur.ParseCell(name); err != nil || seen[name] {
					t.Fatalf("CellName(%d,%d) = %q", col, row, name)
				}
				seen[name] = true
				at, ok := v.CellCenter(name)
				c, r, in := v.Grid().CellAt(at)
				if !ok || !in || c != col || r != row {
					t.Errorf("%v: %s is drawn at %v, which is cell %d,%d", size, name, at, c, r)
				}
			}
		}
		if _, ok := v.CellCenter("X9"); ok {
			t.Errorf("CellCenter accepted X9")
		}
		if !v.OnDice(v.dieAt(2)) {
			t.Errorf("%v: a die's centre is not on the dice", size)
		}
		if at, _ := v.CellCenter("M7"); v.OnDice(at) {
			t.Errorf("%v: M7 is on the dice", size)
		}
	}
}

func TestDice(t *testing.T) {
	d := dice{}
	for bits := uint32(0); bits < 16; bits++ {
		faces, value := d.Throw(bits | 0xf0)
		n := 0
		for _, f := range faces {
			if f {
				n++
			}
		}
		if len(faces) != 4 || n != value {
			t.Errorf("Throw(%b) = %v, %d", bits, faces, value)
		}
	}
	legal := position(t).(*ur.State).Legal(nil)
	var tokens []string
	for _, m := range legal {
		tokens = append(tokens, position(t).Token(m))
	}
	if got := d.ForRoll(tokens, 3); !slices.Equal(got, []string{"3:L4"}) {
		t.Errorf("ForRoll(3) = %v", got)
	}
	if got := d.ForRoll(tokens, 0); !slices.Equal(got, []string{"0"}) {
		t.Errorf("ForRoll(0) = %v", got)
	}
}

func TestPicksAndAnims(t *testing.T) {
	var v View
	pos := position(t, "4:L4", "2:L0", "4:R4")
	picks := v.Picks(pos, []string{"2:R0", "2:R4", "2"})
	want := []board.Pick{{Token: "2:R0", From: "R0", To: "M1"}, {Token: "2:R4", From: "R4", To: "R2"}, {Token: "2"}}
	if !slices.Equal(picks, want) {
		t.Errorf("Picks = %+v, want %+v", picks, want)
	}
	anims := v.Anims(pos, "2:R0", 1000, 300)
	if len(anims) != 2 || anims[0].From != "R0" || anims[0].To != "M1" || anims[1].From != "M1" || anims[1].To != "L4" ||
		anims[1].Player != rules.First || anims[1].Start != 1300 {
		t.Errorf("a capture's animations = %+v", anims)
	}
	if a := v.Anims(pos, "0", 0, 300); a != nil {
		t.Errorf("a bare roll animates: %+v", a)
	}
}

func TestExplain(t *testing.T) {
	var v View
	right := position(t, "4:L4", "2:L0", "4:R4", "2:R0", "1:L4") // right to move, on M1; left on L3
	left := position(t, "4:L4", "1:L4", "0")                     // left to move, on L0 and L3
	end := position(t, "4:L4", "4:L0", "4:M3", "0", "2:M7")      // left to move again, on L6
	for _, c := range []struct {
		pos        rules.Position
		roll       int
		cell, want string
	}{
		{right, -1, "M1", "Roll the dice first."},
		{right, 0, "M1", "You rolled 0: no piece can move."},
		{right, 2, "L3", "That is not your piece."},
		{right, 2, "M6", "There is no piece of yours on M6."},
		{right, 2, "L4", "That is not your pool."},
		{right, 2, "R5", "Pieces there have finished their race."},
		{left, 1, "L4", "A new piece cannot enter with 1: your own piece is on L3."},
		{left, 3, "L3", "That piece cannot move 3: your own piece is on L0."},
		{end, 3, "L6", "That piece cannot move 3: bearing off needs the exact roll (2 too many)."},
	} {
		if got := v.Explain(c.pos, c.roll, c.cell); got != c.want {
			t.Errorf("Explain(%d, %s) = %q, want %q", c.roll, c.cell, got, c.want)
		}
	}
}

func TestWords(t *testing.T) {
	var v View
	pos := position(t, "4:L4", "2:L0", "4:R4")
	if got := v.Say(pos, "2:R0"); got != "Dark rolled 2 and moved R0 to M1, sending light's piece back to the start." {
		t.Errorf("Say(2:R0) = %q", got)
	}
	if got := v.Say(position(t), "4:L4"); got != "Light rolled 4 and entered a piece on L0. A rosette: light rolls again." {
		t.Errorf("Say(4:L4) = %q", got)
	}
	if got := v.Say(position(t), "0"); got != "Light rolled 0: no move." {
		t.Errorf("Say(0) = %q", got)
	}
	d := v.Describe(pos)
	if !strings.Contains(d, "Light (round pieces): 6 waiting, on M1, 0 home.") ||
		!strings.Contains(d, "Dark (square pieces): 6 waiting, on R0, 0 home.") {
		t.Errorf("Describe = %q", d)
	}
	if v.Side(rules.Second) != "dark (square pieces)" || v.Side(rules.NoPlayer) != "" {
		t.Errorf("Side names are wrong")
	}
	if v.Why(pos) != "" {
		t.Errorf("Why of a game going on = %q", v.Why(pos))
	}
}

// near says whether a mark of color among shapes stands at p.
func near(shapes []boardtest.Shape, color string, p board.Point) bool {
	return boardtest.Near(boardtest.Marks(shapes, color), p, 0.5)
}

func TestDrawMarksMovesAndTargets(t *testing.T) {
	var v View
	v.Layout(400, 800)
	pos := position(t, "4:L4", "2:L0", "4:R4")
	sc := &board.Scene{Pos: pos, Movable: []string{"R0", "R4"}, Selected: "R0", Targets: []string{"M1"}, Cursor: "M5"}
	r := &boardtest.Recorder{}
	v.Draw(r, sc)
	at := func(cell string) board.Point { p, _ := v.CellCenter(cell); return p }
	if !near(r.Stroked, lightPalette.movable, at("R0")) || !near(r.Stroked, lightPalette.movable, at("R4")) {
		t.Errorf("the movable pieces are not ringed")
	}
	if !near(r.Stroked, lightPalette.target, at("M1")) {
		t.Errorf("the capture target M1 is not ringed")
	}
	if !near(r.Stroked, lightPalette.cursor, at("M5")) {
		t.Errorf("the cursor on M5 is not drawn")
	}
	if near(r.Stroked, lightPalette.target, at("M2")) {
		t.Errorf("M2, no target, is marked")
	}
	dark := &boardtest.Recorder{}
	sc.Dark = true
	v.Draw(dark, sc)
	if !near(dark.Stroked, darkPalette.target, at("M1")) {
		t.Errorf("the dark palette is not used")
	}
}

// Every square has its name written, in the orientation and turn chosen,
// unless the coordinates are hidden; the names follow the squares.
func TestCoords(t *testing.T) {
	pos := position(t)
	for _, flip := range []bool{false, true} {
		for _, o := range []board.Orient{board.Upright, board.Across} {
			var v View
			v.SetOrient(o)
			v.Layout(900, 600)
			v.SetFlip(flip)
			r := &boardtest.Recorder{}
			v.Draw(r, &board.Scene{Pos: pos})
			named := map[string]board.Point{}
			for _, tx := range r.Texts {
				if _, err := ur.ParseCell(tx.S); err == nil {
					named[tx.S] = tx.At
				}
			}
			if len(named) != 20 {
				t.Errorf("flip %v, %s: %d cells named, want the 20 squares: %q", flip, o, len(named), r.Strings())
			}
			for name, at := range named {
				col, row, ok := v.Grid().CellAt(at)
				if !ok || v.CellName(col, row) != name {
					t.Errorf("flip %v, %s: %s written at %v, in cell %q", flip, o, name, at, v.CellName(col, row))
				}
			}
			v.SetCoords(false)
			r = &boardtest.Recorder{}
			v.Draw(r, &board.Scene{Pos: pos})
			for _, s := range r.Strings() {
				if _, err := ur.ParseCell(s); err == nil {
					t.Errorf("flip %v, %s, coordinates off: %q written", flip, o, s)
				}
			}
		}
	}
}
