package ecalper

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// play plays a game of side size between a and b (a opening) and checks
// every ply each chooses is legal; it returns the final position.
func play(t *testing.T, size int, pie bool, a, b *Engine, seed uint64) *ecalper.State {
	t.Helper()
	s, err := ecalper.New(ecalper.Options{Size: size, Pie: pie})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	engines := [2]*Engine{a, b}
	for s.ToMove() != rules.NoPlayer {
		legal := s.Legal(nil)
		m, err := engines[s.ToMove()].Choose(context.Background(), s, slices.Clone(legal), rng)
		if err != nil {
			t.Fatalf("side %d: %v", size, err)
		}
		if !slices.Contains(legal, m) {
			t.Fatalf("side %d: %s is not legal", size, s.Token(m))
		}
		if m == ecalper.Swap() {
			engines[0], engines[1] = engines[1], engines[0]
		}
		s.Apply(m)
	}
	return s
}

// TestEnginePlaysLegalPliesOnEverySize plays small-budget games on every
// side, with and without the pie rule, the opener weighing openings.
func TestEnginePlaysLegalPliesOnEverySize(t *testing.T) {
	small := &Engine{Search: mcts.Default(24), Openings: 3}
	plain := &Engine{Search: mcts.Default(16)}
	for size := ecalper.MinSize; size <= ecalper.MaxSize; size++ {
		for g, pie := range []bool{true, false} {
			if s := play(t, size, pie, small, plain, uint64(10*size+g)); !s.Result().Over {
				t.Errorf("side %d: the game did not end", size)
			}
		}
	}
}

// fixed is a policy whose playouts all end with one winner.
type fixed rules.Player

func (f fixed) Playout(rules.Position, *rand.Rand) rules.Result {
	return rules.Result{Over: true, Winner: rules.Player(f)}
}

// afterOpening returns the position of white's first turn with the pie
// rule, after black's stones on cells.
func afterOpening(t *testing.T, cells ...int) *ecalper.State {
	s, err := ecalper.New(ecalper.Options{Size: 5, Pie: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cells {
		s.Apply(ecalper.Place(c))
	}
	return s
}

// TestPieFollowsTheEvaluation checks white swaps exactly when its search
// finds black's side better: with playouts that black always wins, white
// takes black's opening; with playouts white always wins, it replaces a
// stone.
func TestPieFollowsTheEvaluation(t *testing.T) {
	for _, c := range []struct {
		winner rules.Player
		swap   bool
	}{{ecalper.Black, true}, {ecalper.White, false}} {
		cfg := mcts.Default(200)
		cfg.NewPolicy = func() mcts.Policy { return fixed(c.winner) }
		e := &Engine{Search: cfg}
		s := afterOpening(t, 0, 30, 60)
		m, err := e.Choose(context.Background(), s, s.Legal(nil), rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		if (m == ecalper.Swap()) != c.swap {
			t.Errorf("with playouts %v always wins, white played %s", c.winner, s.Token(m))
		}
		if !c.swap && !ecalper.IsReplace(m) {
			t.Errorf("white did not swap and played %s", s.Token(m))
		}
	}
}

// lowerHalf is a policy under which black wins with the chance of the
// share of the first three stones (of either colour) below the middle
// row: an opening of k such stones is worth k/3 to black.
type lowerHalf struct{}

func (lowerHalf) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	s := pos.(*ecalper.State)
	if rng.IntN(ecalper.PerTurn) < below(s) {
		return rules.Result{Over: true, Winner: ecalper.Black}
	}
	return rules.Result{Over: true, Winner: ecalper.White}
}

// below counts the stones below the middle row, at most three.
func below(s *ecalper.State) int {
	n := 0
	for _, c := range s.Stones(ecalper.Black).Union(s.Stones(ecalper.White)).Cells() {
		if _, r := s.Board().Coord(c); r < s.Board().Side()-1 {
			n++
		}
	}
	return min(n, ecalper.PerTurn)
}

// TestOpeningIsNearEven checks the opener, weighing openings, ends its
// first turn with one or two of three stones below the middle, the
// openings worth 1/3 or 2/3 to black (so 1/3 to the opener whatever white
// does), never with none or three (worth nothing once white chooses).
func TestOpeningIsNearEven(t *testing.T) {
	cfg := mcts.Default(1600)
	cfg.NewPolicy = func() mcts.Policy { return lowerHalf{} }
	e := &Engine{Search: cfg, Openings: 8}
	for seed := range uint64(6) {
		s, _ := ecalper.New(ecalper.Options{Size: 5, Pie: true})
		rng := rand.New(rand.NewPCG(seed, 4))
		for s.ToMove() == ecalper.Black {
			m, err := e.Choose(context.Background(), s, s.Legal(nil), rng)
			if err != nil {
				t.Fatal(err)
			}
			s.Apply(m)
		}
		if k := below(s); k == 0 || k == ecalper.PerTurn {
			t.Errorf("seed %d: the opening has %d of 3 stones below the middle", seed, k)
		}
	}
}
