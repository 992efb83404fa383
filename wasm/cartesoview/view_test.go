package cartesoview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// replay replays tokens in a game of side size and returns the match.
func replay(t *testing.T, size int, tokens ...string) *rules.Match {
	t.Helper()
	return boardtest.ReplaySized(t, carteso.Game{}, size, tokens...)
}

// position replays tokens in a game of side size.
func position(t *testing.T, size int, tokens ...string) *carteso.State {
	t.Helper()
	return replay(t, size, tokens...).Position().(*carteso.State)
}

func TestCellsRoundTrip(t *testing.T) {
	for _, canvas := range [][2]float64{{360, 560}, {1000, 400}, {700, 700}} {
		for side := carteso.MinSize; side <= carteso.MaxSize; side++ {
			var v View
			v.Layout(canvas[0], canvas[1])
			v.Describe(position(t, side))
			g := v.Grid()
			if g.Cols != side || g.Rows != side || g.Turned {
				t.Fatalf("side %d: grid %+v", side, g)
			}
			pw, ph := g.PixelSize()
			if g.Origin.X < 0 || g.Origin.Y < 0 || g.Origin.X+pw > canvas[0] || g.Origin.Y+ph > canvas[1] {
				t.Errorf("side %d, canvas %v: the board %+v leaves the canvas", side, canvas, g)
			}
			for col := range side {
				for row := range side {
					name := carteso.At(col, row).String()
					at, ok := v.CellCenter(name)
					gc, gr, in := v.CellAt(at)
					if !ok || !in || v.CellName(gc, gr) != name {
						t.Errorf("side %d: %s is drawn at %v, grid %d,%d named %q", side, name, at, gc, gr, v.CellName(gc, gr))
					}
				}
			}
			// a1 is the bottom-left point: grid column 0, the last grid row.
			if v.CellName(0, side-1) != "a1" {
				t.Errorf("side %d: the bottom-left grid cell is %q", side, v.CellName(0, side-1))
			}
		}
	}
	var v View
	if _, ok := v.CellCenter("z99"); ok || v.CellName(-1, 0) != "" || v.CellName(0, 9) != "" {
		t.Errorf("no point is taken for one")
	}
	if _, _, ok := v.CellAt(board.Point{X: -5, Y: -5}); ok {
		t.Errorf("a point off the canvas is a point of the board")
	}
}

// TestPicksFollowTheColour checks that each empty point is offered once, in
// the chosen colour, with the pass offered too; and that a lone token of
// the other colour (a past move, a hint) keeps its pick.
func TestPicksFollowTheColour(t *testing.T) {
	m := replay(t, 5, "Bc3")
	pos, tokens := m.Position(), m.Legal()
	for _, black := range []bool{true, false} {
		var v View
		v.Layout(600, 600)
		setColour(&v, black)
		want := "B"
		if !black {
			want = "W"
		}
		if (v.Colour() == carteso.Black) != black {
			t.Errorf("setColour(%v): Colour() = %v", black, v.Colour())
		}
		picks := v.Picks(pos, tokens)
		if len(picks) != 25 { // 24 empty points and the pass
			t.Fatalf("colour %s: %d picks", want, len(picks))
		}
		for _, pk := range picks {
			switch {
			case pk.Token == "pass" && pk.To == "" && pk.From == "":
			case pk.Token[:1] == want && pk.To == pk.Token[1:] && pk.From == "" && pk.To != "c3":
			default:
				t.Errorf("colour %s: pick %+v", want, pk)
			}
		}
		other := "We5"
		if !black {
			other = "Be5"
		}
		if got := v.Picks(pos, []string{other}); !slices.Equal(got, []board.Pick{{Token: other, To: "e5"}}) {
			t.Errorf("colour %s: Picks(%s) = %+v", want, other, got)
		}
	}
}

func TestAnims(t *testing.T) {
	var v View
	pos := position(t, 5, "Bc3") // horizontal to move
	anims := v.Anims(pos, "Wa1", 1000, 300)
	if !slices.Equal(anims, []board.Anim{{Player: rules.Second, To: "a1", Start: 1000, Duration: 300}}) {
		t.Errorf("Anims(Wa1) = %+v", anims)
	}
	if a := v.Anims(pos, "pass", 0, 300); a != nil {
		t.Errorf("a pass animates: %+v", a)
	}
}

// A view laid out for one side follows a position of another.
func TestRelayoutForSide(t *testing.T) {
	var v View
	v.Layout(800, 600)
	if v.Grid().Cols != carteso.DefaultSize {
		t.Fatalf("before any position: %d columns", v.Grid().Cols)
	}
	v.Picks(position(t, 13), []string{"Ba1"})
	if v.Grid().Cols != 13 {
		t.Errorf("after a side-13 position: %d columns", v.Grid().Cols)
	}
	if _, ok := v.CellCenter("m13"); !ok {
		t.Errorf("m13 is not on the side-13 board")
	}
}

// TestRandomGames plays seeded random games on several sides and checks,
// at every ply, that each empty point is offered once in either colour,
// that every move is said in words naming its point, and that the board
// draws with any point hovered.
func TestRandomGames(t *testing.T) {
	for _, side := range []int{5, 9, 19} {
		rng := rand.New(rand.NewPCG(uint64(side), 7))
		var v View
		v.Layout(640, 480)
		m := replay(t, side)
		for !m.Result().Over {
			s := m.Position().(*carteso.State)
			tokens := m.Legal()
			empty := len(s.AppendEmpty(nil))
			for _, black := range []bool{true, false} {
				setColour(&v, black)
				if got := len(v.Picks(s, tokens)); got != empty+1 {
					t.Fatalf("side %d: %d picks for %d empty points and the pass", side, got, empty)
				}
			}
			token := tokens[rng.IntN(len(tokens))]
			if token == "pass" && rng.IntN(8) > 0 && empty > 0 {
				continue
			}
			if said := v.Say(s, token); !strings.Contains(said, strings.TrimLeft(token, "BW")) && token != "pass" {
				t.Fatalf("side %d: Say(%s) = %q", side, token, said)
			}
			v.SetHover(carteso.At(rng.IntN(side), rng.IntN(side)).String())
			v.Draw(&boardtest.Recorder{}, &board.Scene{Pos: s})
			if err := m.Play(token); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSetHoverSaysChange checks that SetHover reports a change of the
// point named, so the page redraws only then.
func TestSetHoverSaysChange(t *testing.T) {
	var v View
	for i, c := range []struct {
		cell string
		want bool
	}{{"a1", true}, {"a1", false}, {"b2", true}, {"", true}, {"", false}} {
		if got := v.SetHover(c.cell); got != c.want {
			t.Errorf("step %d: SetHover(%q) = %v, want %v", i, c.cell, got, c.want)
		}
	}
}

// setColour makes the stones v places black, or white.
func setColour(v *View, black bool) {
	if (v.Colour() == carteso.Black) != black {
		v.SwitchColour()
	}
}
