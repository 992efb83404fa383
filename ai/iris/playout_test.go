package iris

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"tessera/ai/mcts/mctstest"
	"tessera/rules"
	board "tessera/rules/iris"
)

// searchPolicy is the interface of ai/mcts's Policy, restated so the test
// holds Policy to it without importing the engine.
type searchPolicy interface {
	Playout(pos rules.Position, rng *rand.Rand) rules.Result
}

var _ searchPolicy = Policy{}

// startMatch plays a seeded random prefix of plies (passing now and then)
// on a board of the given side, and returns the match.
func startMatch(t *testing.T, size, plies int, r *rand.Rand) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(board.Game{}, rules.Options{"size": strconv.Itoa(size)})
	if err != nil {
		t.Fatal(err)
	}
	for range plies {
		legal := m.Legal()
		if len(legal) == 0 {
			break
		}
		token := legal[r.IntN(len(legal))]
		if slices.Contains(legal, "pass") && r.IntN(10) == 0 {
			token = "pass"
		}
		if err := m.Play(token); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestPlayoutsAreLegalGames plays seeded playouts from random positions of
// every side (at the start of turns, before forced and free second stones,
// after passes, at the end) and replays each one's stones through the
// checked door, rules.Match: every stone must be legal, the game must end,
// and with the result the playout returned. The position played out must
// not change.
func TestPlayoutsAreLegalGames(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for size := board.MinSize; size <= board.MaxSize; size++ {
		cells := board.LayoutOf(size).Hex().Len()
		for game := range 400 {
			m := startMatch(t, size, r.IntN(cells+10), r)
			s := m.Position().(*board.State)
			before := *s
			var f fill
			res := f.playout(s, r.Uint64())
			if *s != before {
				t.Fatalf("size %d game %d: the playout changed its position", size, game)
			}
			tokens := slices.Clone(m.Tokens())
			for _, i := range f.placed[:f.n] {
				tokens = append(tokens, s.Layout().Hex().Name(s.Layout().Cell(int(i))))
			}
			replay, err := rules.Replay(board.Game{}, m.Options(), tokens)
			if err != nil {
				t.Fatalf("size %d game %d: playout after %q: %v", size, game, m.Tokens(), err)
			}
			if got := replay.Result(); !got.Over || got != res {
				t.Fatalf("size %d game %d: playout after %q returned %+v, the rules say %+v", size, game, m.Tokens(), res, got)
			}
		}
	}
}

// chiSquare returns Pearson's statistic of counts against a uniform
// distribution over len(counts) outcomes.
func chiSquare(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	want := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - want
		x += d * d / want
	}
	return x
}

// TestPlayoutsAreUniform checks, over many seeded playouts of side 5, that
// a turn's first stone is drawn uniformly among the empty cells and a
// gray first stone's second uniformly among its targets. The bounds are
// far beyond the 99.9% quantiles of chi-square (61 cells: about 100; 29
// targets: about 58), so only a skewed draw fails.
func TestPlayoutsAreUniform(t *testing.T) {
	const rounds = 200 // expected draws per outcome
	r := rand.New(rand.NewPCG(11, 12))
	check := func(prefix []string, nth int, outcomes int, bound float64) {
		m := startMatch(t, 5, 0, r)
		for _, token := range prefix {
			if err := m.Play(token); err != nil {
				t.Fatal(err)
			}
		}
		s := m.Position().(*board.State)
		counts := map[uint8]int{}
		for range rounds * outcomes {
			var f fill
			f.playout(s, r.Uint64())
			counts[f.placed[nth]]++
		}
		var list []int
		for _, c := range counts {
			list = append(list, c)
		}
		if len(list) != outcomes {
			t.Fatalf("after %q: stone %d took %d different cells, want %d", prefix, nth, len(list), outcomes)
		}
		if x := chiSquare(list); x > bound {
			t.Errorf("after %q: stone %d has chi-square %.1f over %d cells, want at most %.0f", prefix, nth, x, outcomes, bound)
		}
	}
	// White's first stone: any of the 61 cells.
	check([]string{"pass"}, 0, 61, 140)
	// Black's second stone after e5: the 37 gray cells but b2, d4 and e5
	// and e5's five empty neighbours d5, e4, e6, f5, f6.
	check([]string{"pass", "b2", "d4", "e5"}, 0, 29, 80)
}

// BenchmarkPlayout plays random playouts from the empty side-7 board.
func BenchmarkPlayout(b *testing.B) {
	start := board.New(board.DefaultOptions())
	rng := rand.New(rand.NewPCG(1, 2))
	var pol Policy
	mctstest.BenchmarkPlayouts(b, func() {
		s := *start
		pol.Playout(&s, rng)
	})
}
