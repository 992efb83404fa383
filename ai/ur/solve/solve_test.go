package solve_test

import (
	"math"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// bellman returns the side to move's win chance in s by one step of the
// rules through rules/ur, reading the successors from value: per roll the
// best move, a move that keeps the turn worth its successor's value, one
// that passes it 1 minus that, one that ends the game 1.
func bellman(s *ur.State, value func(*ur.State) float64) float64 {
	var moves []rules.Move
	sum := 0.0
	for roll := 0; roll <= ur.MaxRoll; roll++ {
		best := 0.0
		for _, m := range s.LegalFor(roll, moves[:0]) {
			c := *s
			c.Apply(m)
			v := 1.0
			switch c.ToMove() {
			case s.ToMove():
				v = value(&c)
			case s.ToMove().Other():
				v = 1 - value(&c)
			}
			best = max(best, v)
		}
		sum += float64(ur.RollChance(roll)) / 16 * best
	}
	return sum
}

// TestOnePieceAgainstPlainIteration solves 1 piece again by float64 value
// iteration over rules/ur states keyed by ur.State.Key, independent of the
// index, and compares every position.
func TestOnePieceAgainstPlainIteration(t *testing.T) {
	states := reachable(1)
	w := map[uint64]float64{}
	value := func(s *ur.State) float64 { return w[s.Key()] }
	for sweep := 0; ; sweep++ {
		change := 0.0
		for _, s := range states {
			v := bellman(s, value)
			change = max(change, math.Abs(v-w[s.Key()]))
			w[s.Key()] = v
		}
		if change < 1e-12 {
			break
		}
		if sweep > 10000 {
			t.Fatal("plain iteration does not settle")
		}
	}
	tb := table(t, 1)
	for _, s := range states {
		got, ok := tb.WinChance(s)
		if !ok || math.Abs(got-w[s.Key()]) > 1e-6 {
			t.Fatalf("key %#x: table %v (%v), plain iteration %v", s.Key(), got, ok, w[s.Key()])
		}
	}
}

// TestBellmanHolds: for 2 and 3 pieces every position's value satisfies
// the Bellman equation, recomputed through rules/ur, to 1e-6.
func TestBellmanHolds(t *testing.T) {
	for _, pieces := range []int{2, 3} {
		tb := table(t, pieces)
		value := func(s *ur.State) float64 {
			v, ok := tb.WinChance(s)
			if !ok {
				t.Fatalf("pieces %d: no value for key %#x", pieces, s.Key())
			}
			return v
		}
		worst := 0.0
		for _, s := range reachable(pieces) {
			worst = max(worst, math.Abs(bellman(s, value)-value(s)))
		}
		if worst > 1e-6 {
			t.Errorf("pieces %d: Bellman residual %.3g", pieces, worst)
		}
	}
}

// TestStartIsFair: from the start the first player, moving first, is the
// favourite, but not by much.
func TestStartIsFair(t *testing.T) {
	for _, pieces := range []int{1, 2, 3} {
		tb := table(t, pieces)
		s := ur.New(ur.Options{Pieces: pieces})
		v, _ := tb.WinChance(s)
		if v <= 0.5 || v >= 0.6 {
			t.Errorf("pieces %d: first player wins %.4f from the start", pieces, v)
		}
	}
}

func TestSolveRejects(t *testing.T) {
	if _, _, err := solve.Solve(solve.Settings{Pieces: 0}); err == nil {
		t.Error("Solve with 0 pieces gave no error")
	}
}

// TestFewerPiecesAreHomeAlready checks, independently of any engine, that
// the solves agree with each other: a game of 2 pieces is the 3-piece game
// with one piece of each side home already (winning is bearing off every
// piece either way), so every 2-piece value is the 3-piece table's value
// of that position. (The near-perfect level relies on it to play any piece
// count with the 7-piece network.)
func TestFewerPiecesAreHomeAlready(t *testing.T) {
	two, three := table(t, 2), table(t, 3)
	x2, x3 := two.Index(), three.Index()
	for i := range x2.Count() {
		p := x2.Position(i)
		p.Home[0]++
		p.Home[1]++
		j, ok := x3.Of(p)
		if !ok {
			t.Fatalf("2-piece position %d %+v has no 3-piece twin", i, x2.Position(i))
		}
		if d := math.Abs(two.Value(i) - three.Value(j)); d > 2e-6 {
			t.Fatalf("2-piece position %d: %.7f, its 3-piece twin %.7f", i, two.Value(i), three.Value(j))
		}
	}
}
