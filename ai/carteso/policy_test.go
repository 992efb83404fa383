package carteso

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	rc "tessera/rules/carteso"
)

// start returns the position after tokens on a board of side size.
func start(t testing.TB, size int, tokens string) *rc.State {
	t.Helper()
	g := rc.Game{}
	opts, _ := rules.ParseOptionWords(g, []string{"size=" + strconv.Itoa(size)})
	m, err := rules.Replay(g, opts, strings.Fields(tokens))
	if err != nil {
		t.Fatal(err)
	}
	return m.Position().(*rc.State)
}

// TestPlayout checks playouts from several positions against the rules:
// the placements a playout draws, played through Apply with the players
// taking turns and then two passes, fill every empty point, keep the
// stones already on the board, leave every stone claimed, and end in the
// playout's result; the position played out is left as it was.
func TestPlayout(t *testing.T) {
	positions := []struct {
		size   int
		tokens string
	}{
		{5, ""}, {9, ""}, {13, ""}, {19, ""},
		{9, "Be5 We6 Bd4 pass"},            // horizontal passed: one more pass would end it
		{5, "Ba1 Wa2 Wb1 Bc3 pass Be5"},    // a claimed group already
		{7, "Ba1 Ba2 Wb1 Wb2 Wa3 Bg7 We4"}, // vertical claimed a1-a2
	}
	for _, tt := range positions {
		s := start(t, tt.size, tt.tokens)
		before := s.Copy()
		for seed := range uint64(20) {
			res := Policy{}.Playout(s, rand.New(rand.NewPCG(seed, 1)))
			var order [rc.MaxSize * rc.MaxSize]rc.Point
			var colours [rc.MaxSize * rc.MaxSize]rc.Colour
			n := draw(s, rand.New(rand.NewPCG(seed, 1)), &order, &colours)
			c := s.Copy()
			for k, p := range order[:n] {
				c.Apply(rc.Place(p, colours[k]))
			}
			c.Apply(rc.Pass)
			c.Apply(rc.Pass)
			size := tt.size
			if res != c.Result() || !res.Over || len(c.AppendEmpty(nil)) != 0 {
				t.Fatalf("size %d after %q: result %+v, the rules' %+v, %d empty points", size, tt.tokens, res, c.Result(), len(c.AppendEmpty(nil)))
			}
			if c.Claimed(rules.First)+c.Claimed(rules.Second) != size*size {
				t.Fatalf("size %d after %q: %d and %d stones claimed on a full board of %d", size, tt.tokens, c.Claimed(rules.First), c.Claimed(rules.Second), size*size)
			}
			for r := range size {
				for col := range size {
					p := rc.At(col, r)
					if was := s.At(p); was != rc.NoColour && c.At(p) != was {
						t.Fatalf("size %d after %q: %s changed from %v to %v", size, tt.tokens, p, was, c.At(p))
					}
				}
			}
		}
		if s.Score() != before.Score() || len(s.AppendEmpty(nil)) != len(before.AppendEmpty(nil)) || s.ToMove() != before.ToMove() {
			t.Fatalf("size %d after %q: playouts changed the position", tt.size, tt.tokens)
		}
	}
}

// TestPlayoutOver checks that a finished game gives its result.
func TestPlayoutOver(t *testing.T) {
	s := start(t, 5, "Ba1 Wa2 Wb1 pass pass")
	res := Policy{}.Playout(s, rand.New(rand.NewPCG(3, 4)))
	if !res.Over || res.Winner != rules.Second || len(s.AppendEmpty(nil)) != 22 {
		t.Errorf("result %+v, %d empty points; want horizontal's win (1.5 to 0) and the board as it was", res, len(s.AppendEmpty(nil)))
	}
}

// TestDraw checks the draws: every empty point once, the same for the same
// seed, and both colours and many orders over seeds.
func TestDraw(t *testing.T) {
	s := start(t, 9, "Be5 We6")
	var order, again [rc.MaxSize * rc.MaxSize]rc.Point
	var colours, againColours [rc.MaxSize * rc.MaxSize]rc.Colour
	firsts, blacks := map[rc.Point]bool{}, 0
	for seed := range uint64(200) {
		n := draw(s, rand.New(rand.NewPCG(seed, 6)), &order, &colours)
		draw(s, rand.New(rand.NewPCG(seed, 6)), &again, &againColours)
		if n != 79 || order != again || colours != againColours {
			t.Fatalf("seed %d: %d points, or a second draw with the seed differs", seed, n)
		}
		seen := map[rc.Point]bool{}
		for k, p := range order[:n] {
			if s.At(p) != rc.NoColour || seen[p] {
				t.Fatalf("seed %d: %s drawn twice or not empty", seed, p)
			}
			seen[p] = true
			if colours[k] == rc.Black {
				blacks++
			}
		}
		firsts[order[0]] = true
	}
	if len(firsts) < 40 || blacks < 79*200*45/100 || blacks > 79*200*55/100 {
		t.Errorf("%d different first points over 200 draws, %d of %d stones black", len(firsts), blacks, 79*200)
	}
}

// BenchmarkPlayout plays random playouts from the empty 9x9 board, each on
// a copy of the start made in one scratch State (CopyTo), as a tree search
// makes it.
func BenchmarkPlayout(b *testing.B) {
	start := rc.New(rc.DefaultOptions())
	var scratch rc.State
	rng := rand.New(rand.NewPCG(1, 2))
	var p Policy
	mctstest.BenchmarkPlayouts(b, func() {
		start.CopyTo(&scratch)
		p.Playout(&scratch, rng)
	})
}

// BenchmarkPlayoutClone is BenchmarkPlayout with each copy made by Clone,
// as a tree search working through the contract makes it.
func BenchmarkPlayoutClone(b *testing.B) {
	start := rc.New(rc.DefaultOptions())
	rng := rand.New(rand.NewPCG(1, 2))
	var p Policy
	b.ReportAllocs()
	for b.Loop() {
		p.Playout(start.Clone(), rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}
