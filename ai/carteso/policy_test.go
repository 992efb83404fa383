package carteso_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tessera/ai/carteso"
	"tessera/rules"
	rc "tessera/rules/carteso"
)

// start returns the position after tokens on a board of side size.
func start(t testing.TB, size int, tokens string) *rc.State {
	t.Helper()
	g := rc.Game{}
	opts, _ := rules.ParseOptions(g, []string{"size=" + strconv.Itoa(size)})
	m, err := rules.Replay(g, opts, strings.Fields(tokens))
	if err != nil {
		t.Fatal(err)
	}
	return m.Position().(*rc.State)
}

// TestPlayout checks playouts from several positions: the game ends, every
// point is filled, stones already on the board keep their colour, every
// stone on a full board is claimed, the result is the position's, and the
// original position is untouched.
func TestPlayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
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
		for range 20 {
			c := s.Copy()
			res := carteso.Policy{}.Playout(c, rng)
			n := tt.size
			if res != c.Result() || !res.Over || len(c.AppendEmpty(nil)) != 0 {
				t.Fatalf("size %d after %q: result %+v, position's %+v, %d empty points", n, tt.tokens, res, c.Result(), len(c.AppendEmpty(nil)))
			}
			if c.Claimed(rules.First)+c.Claimed(rules.Second) != n*n {
				t.Fatalf("size %d after %q: %d and %d stones claimed on a full board of %d", n, tt.tokens, c.Claimed(rules.First), c.Claimed(rules.Second), n*n)
			}
			for r := range n {
				for col := range n {
					p := rc.At(col, r)
					if was := s.At(p); was != rc.NoColour && c.At(p) != was {
						t.Fatalf("size %d after %q: %s changed from %v to %v", n, tt.tokens, p, was, c.At(p))
					}
				}
			}
		}
		if s.Score() != before.Score() || len(s.AppendEmpty(nil)) != len(before.AppendEmpty(nil)) || s.ToMove() != before.ToMove() {
			t.Fatalf("size %d after %q: playouts on copies changed the original", tt.size, tt.tokens)
		}
	}
}

// TestPlayoutOver checks that a finished game is returned as it is.
func TestPlayoutOver(t *testing.T) {
	s := start(t, 5, "Ba1 Wa2 Wb1 pass pass")
	res := carteso.Policy{}.Playout(s, rand.New(rand.NewPCG(3, 4)))
	if !res.Over || res.Winner != rules.Second || len(s.AppendEmpty(nil)) != 22 {
		t.Errorf("result %+v, %d empty points; want horizontal's win (1.5 to 0) and the board as it was", res, len(s.AppendEmpty(nil)))
	}
}

// TestPlayoutSeeded checks that a playout depends on the seed alone.
func TestPlayoutSeeded(t *testing.T) {
	var scores [2]any
	for i := range scores {
		s := start(t, 9, "")
		carteso.Policy{}.Playout(s, rand.New(rand.NewPCG(5, 6)))
		scores[i] = s.Score()
	}
	if scores[0] != scores[1] {
		t.Errorf("same seed, scores %v and %v", scores[0], scores[1])
	}
}

// BenchmarkPlayout plays random playouts from the empty 9x9 board, each on
// a copy of the start made in one scratch State (CopyTo), so that it
// measures the playouts alone.
func BenchmarkPlayout(b *testing.B) {
	start := rc.New(rc.DefaultOptions())
	var scratch rc.State
	rng := rand.New(rand.NewPCG(1, 2))
	var p carteso.Policy
	b.ReportAllocs()
	for b.Loop() {
		start.CopyTo(&scratch)
		p.Playout(&scratch, rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkPlayoutClone is BenchmarkPlayout with each copy made by Clone,
// as a tree search working through the contract makes it.
func BenchmarkPlayoutClone(b *testing.B) {
	start := rc.New(rc.DefaultOptions())
	rng := rand.New(rand.NewPCG(1, 2))
	var p carteso.Policy
	b.ReportAllocs()
	for b.Loop() {
		p.Playout(start.Clone(), rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}
