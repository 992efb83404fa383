package ecalperview

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules/ecalper"
	"tessera/wasm/board"
	"tessera/wasm/board/boardtest"
)

// position replays tokens on a board of side size with the pie rule.
func position(t *testing.T, size int, tokens ...string) *ecalper.State {
	return boardtest.ReplaySized(t, ecalper.Game{}, size, tokens...).Position().(*ecalper.State)
}

// legal returns the sorted legal tokens after tokens on side size.
func legal(t *testing.T, size int, tokens ...string) []string {
	return boardtest.ReplaySized(t, ecalper.Game{}, size, tokens...).Legal()
}

// randomTo plays seeded random plies on side size until stop says so.
func randomTo(t *testing.T, size int, seed uint64, stop func(*ecalper.State) bool) *ecalper.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	s := position(t, size)
	for !stop(s) {
		moves := s.Legal(nil)
		s.Apply(moves[rng.IntN(len(moves))])
	}
	return s
}

// The opening and white's first turn used by several tests: black opens
// a1 b1 c1; white replaces a1 and places d1 e1 a2.
var (
	opened = []string{"a1", "b1", "c1"}
	turned = []string{"a1", "b1", "c1", "xa1", "d1", "e1", "a2"}
)

func TestCellsRoundTrip(t *testing.T) {
	for _, size := range [][2]float64{{360, 594}, {1000, 400}, {700, 700}} {
		for side := ecalper.MinSize; side <= ecalper.MaxSize; side++ {
			var v View
			v.Layout(size[0], size[1])
			hex := position(t, side).Board()
			v.Describe(position(t, side))
			for i := range hex.Len() {
				at, ok := v.CellCenter(hex.Name(i))
				if !ok {
					t.Fatalf("side %d: no centre for %s", side, hex.Name(i))
				}
				col, row, ok := v.CellAt(at)
				if !ok || v.CellName(col, row) != hex.Name(i) {
					t.Errorf("side %d: the centre of %s is at grid %d,%d, named %q", side, hex.Name(i), col, row, v.CellName(col, row))
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

func TestPicksAreOneTap(t *testing.T) {
	var v View
	v.Layout(600, 600)
	for _, c := range []struct {
		before []string
		want   map[string]string // token -> To; every token of the ply
	}{
		{turned[:3], map[string]string{"xa1": "a1", "xb1": "b1", "xc1": "c1", "swap": ""}},
		{turned, map[string]string{"xd1": "d1", "xe1": "e1", "xa2": "a2"}},
	} {
		tokens := legal(t, 5, c.before...)
		picks := v.Picks(position(t, 5, c.before...), tokens)
		if len(picks) != len(c.want) {
			t.Fatalf("after %v: %d picks, want %d", c.before, len(picks), len(c.want))
		}
		for _, pk := range picks {
			if to, ok := c.want[pk.Token]; !ok || pk.To != to || pk.From != "" {
				t.Errorf("after %v: pick %+v", c.before, pk)
			}
		}
	}
	tokens := legal(t, 5)
	picks := v.Picks(position(t, 5), tokens)
	if len(picks) != 61 {
		t.Fatalf("%d picks on the empty board of 61 cells", len(picks))
	}
	for i, pk := range picks {
		if pk != (board.Pick{Token: tokens[i], To: tokens[i]}) {
			t.Errorf("placement pick %+v", pk)
		}
	}
}

func TestAnims(t *testing.T) {
	var v View
	pos := position(t, 5, opened...)
	if got := v.Anims(pos, "xb1", 100, 300); !slices.Equal(got, []board.Anim{{Player: ecalper.White, From: "b1", To: "b1", Start: 100, Duration: 300}}) {
		t.Errorf("Anims(xb1) = %+v", got)
	}
	if got := v.Anims(pos, "swap", 100, 300); got != nil {
		t.Errorf("a swap animates: %+v", got)
	}
	if got := v.Anims(position(t, 5), "e5", 0, 300); !slices.Equal(got, []board.Anim{{Player: ecalper.Black, To: "e5", Duration: 300}}) {
		t.Errorf("Anims(e5) = %+v", got)
	}
}
