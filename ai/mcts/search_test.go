package mcts

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"tessera/rules"
)

// starts returns the start positions of the test games.
func starts() map[string]func() keyed {
	return map[string]func() keyed{
		"classic": func() keyed { return newTTT(".........", 1, rules.First, 1) },
		"double":  func() keyed { return newTTT(".........", 2, rules.First, 1) },
		"nim":     func() keyed { return newNim(13) },
	}
}

// search runs a fresh search of pos with cfg and fails the test on error.
func search(t *testing.T, pos rules.Position, cfg Config) Stats {
	t.Helper()
	tr, err := NewTree(pos, cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := tr.Search(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// best returns the best move of s and fails the test when there is none.
func best(t *testing.T, s Stats) rules.Move {
	t.Helper()
	m, ok := s.Best()
	if !ok {
		t.Fatal("no best move")
	}
	return m
}

// TestLegalMovesOnly plays thousands of games with small budgets, the
// solver on and off, trees reused and not, some with a tiny node cap, and
// checks every move chosen against Legal.
func TestLegalMovesOnly(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for name, start := range starts() {
		for g := range 1000 {
			pos := start()
			cfg := Config{C: 1, Playouts: 1 + rng.IntN(60), Seed: uint64(g), Solver: g%2 == 0}
			if g%5 == 0 {
				cfg.MaxNodes = 12
			}
			tr, err := NewTree(pos, cfg)
			if err != nil {
				t.Fatal(err)
			}
			for !pos.Result().Over {
				if g%3 == 0 {
					tr, _ = NewTree(pos, cfg)
				}
				s, err := tr.Search(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				m := best(t, s)
				if !slices.Contains(pos.Legal(nil), m) {
					t.Fatalf("%s game %d: illegal move %d in %v", name, g, m, pos)
				}
				pos.Apply(m)
				tr.Advance(m)
			}
		}
	}
}

// TestForcedWins gives positions whose winning moves are known by hand
// and checks that the search, with and without the solver, plays one and
// (with the solver) proves it won.
func TestForcedWins(t *testing.T) {
	tests := []struct {
		name string
		pos  keyed
		wins []rules.Move
	}{
		// X to move wins at 2 at once; blocking O at 5 does not.
		{"win in one", newTTT("XX.OO....", 1, rules.First, 1), []rules.Move{2}},
		// Two plies left on a heap of 5: taking 1 leaves 4, too many for
		// the second ply; taking 2 or 3 lets the second ply take the rest.
		{"win in two plies", &nim{heap: 5, mover: rules.First, left: 2, last: rules.Second}, []rules.Move{2, 3}},
		// X, two plies left, holds the centre; O holds 0 and 1 and
		// threatens 2. X wins this turn with 3-5 or 2-6 (1-7 and 0-8 are
		// O's): the first ply must be 2, 3, 5 or 6.
		{"double: two stones make the line", newTTT("OO..X....", 2, rules.First, 2), []rules.Move{2, 3, 5, 6}},
	}
	for _, tc := range tests {
		memo := map[string]int{}
		for _, m := range tc.pos.Legal(nil) {
			won := valueFor(minimax(after(tc.pos, m), memo), tc.pos.ToMove()) == Won
			if won != slices.Contains(tc.wins, m) {
				t.Fatalf("%s: the reference disagrees about move %d", tc.name, m)
			}
		}
		for _, solver := range []bool{false, true} {
			cfg := Config{C: 1, Playouts: 3000, Seed: 1, Solver: solver}
			s := search(t, tc.pos, cfg)
			m := best(t, s)
			if !slices.Contains(tc.wins, m) {
				t.Errorf("%s, solver %v: chose %d, want one of %v", tc.name, solver, m, tc.wins)
			}
			if solver && s.Proof != Won {
				t.Errorf("%s: root proof %v, want won", tc.name, s.Proof)
			}
		}
	}
}

// TestAvoidsForcedLoss gives positions where one move alone does not lose,
// checked by hand and against the reference minimax.
func TestAvoidsForcedLoss(t *testing.T) {
	tests := []struct {
		name string
		pos  keyed
		save rules.Move
	}{
		// O must block X's 0-1 at 2.
		{"block", newTTT("XX..O....", 1, rules.Second, 1), 2},
		// Heap 9, two plies left: the mover must leave 7 after its turn
		// (the opponent can take 2..6, never 7) with plies taking 2 in all;
		// 1 then 1 is the only way, so the first ply must be 1.
		{"nim: leave seven", &nim{heap: 9, mover: rules.First, left: 2, last: rules.Second}, 1},
	}
	for _, tc := range tests {
		memo := map[string]int{}
		for _, m := range tc.pos.Legal(nil) {
			lost := valueFor(minimax(after(tc.pos, m), memo), tc.pos.ToMove()) == Lost
			if lost == (m == tc.save) {
				t.Fatalf("%s: the reference disagrees about move %d", tc.name, m)
			}
		}
		for _, solver := range []bool{false, true} {
			if m := best(t, search(t, tc.pos, Config{C: 1, Playouts: 3000, Seed: 2, Solver: solver})); m != tc.save {
				t.Errorf("%s, solver %v: chose %d, want %d", tc.name, solver, m, tc.save)
			}
		}
	}
}

// TestBudgetExact checks that a search runs exactly its playouts, on a
// fresh tree and on a reused one.
func TestBudgetExact(t *testing.T) {
	for _, budget := range []int{1, 2, checkEvery - 1, checkEvery, checkEvery + 1, 1000} {
		for _, solver := range []bool{false, true} {
			tr, err := NewTree(newTTT(".........", 1, rules.First, 1), Config{C: 1, Playouts: budget, Seed: 3, Solver: solver})
			if err != nil {
				t.Fatal(err)
			}
			for round := 1; round <= 2; round++ {
				s, err := tr.Search(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if s.Playouts != budget || visits(s) != uint32(round*budget) {
					t.Errorf("budget %d, solver %v, round %d: %d playouts, %d root visits", budget, solver, round, s.Playouts, visits(s))
				}
			}
		}
	}
}

// visits sums the root visits of s.
func visits(s Stats) uint32 {
	var n uint32
	for _, m := range s.Moves {
		n += m.Visits
	}
	return n
}

// TestReproducible checks that a seed and a playout budget decide a
// search, and that the seed matters.
func TestReproducible(t *testing.T) {
	for name, start := range starts() {
		cfg := Config{C: 1, Playouts: 500, Seed: 11, Solver: true}
		a, b := search(t, start(), cfg), search(t, start(), cfg)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two searches with seed 11 differ:\n%v\n%v", name, a, b)
		}
		cfg.Seed = 12
		if c := search(t, start(), cfg); reflect.DeepEqual(a, c) {
			t.Errorf("%s: seeds 11 and 12 gave the same search", name)
		}
	}
}

// TestCancelledBeforehand checks that a search whose context is already
// done returns at once with a legal move and the context's error.
func TestCancelledBeforehand(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	pos := newTTT(".........", 1, rules.First, 1)
	tr, _ := NewTree(pos, Config{C: 1, Playouts: 1 << 30})
	s, err := tr.Search(ctx)
	if !errors.Is(err, context.Canceled) || s.Playouts != 0 {
		t.Fatalf("got %d playouts and error %v", s.Playouts, err)
	}
	if m := best(t, s); !slices.Contains(pos.Legal(nil), m) {
		t.Fatalf("illegal move %d", m)
	}
	offered := []rules.Move{4, 7}
	m, err := Engine{Config{C: 1, Playouts: 1 << 30}}.Choose(ctx, pos, offered, rand.New(rand.NewPCG(1, 2)))
	if !errors.Is(err, context.Canceled) || !slices.Contains(offered, m) {
		t.Fatalf("engine: move %d, error %v", m, err)
	}
}

// signalling is a policy that signals once its playouts reach at.
type signalling struct {
	Uniform
	n, at int
	ch    chan struct{}
}

func (p *signalling) Playout(pos rules.Position, rng *rand.Rand) rules.Result {
	if p.n++; p.n == p.at {
		p.ch <- struct{}{}
	}
	return p.Uniform.Playout(pos, rng)
}

// TestCancelledMeanwhile cancels a search from another goroutine after
// 100 playouts; the search must stop well before its huge budget (which
// only keeps a broken search from hanging the test).
func TestCancelledMeanwhile(t *testing.T) {
	const budget = 20_000_000
	ctx, cancel := context.WithCancel(context.Background())
	p := &signalling{at: 100, ch: make(chan struct{}, 1)}
	go func() {
		<-p.ch
		cancel()
	}()
	tr, _ := NewTree(newNim(40), Config{C: 1, Playouts: budget, NewPolicy: func() Policy { return p }})
	s, err := tr.Search(ctx)
	if !errors.Is(err, context.Canceled) || s.Playouts < 100 || s.Playouts >= budget {
		t.Fatalf("got %d playouts and error %v", s.Playouts, err)
	}
	if _, ok := s.Best(); !ok {
		t.Fatal("no move")
	}
}

// TestUntilContextEnds checks a search with no budget of its own: it runs
// until its context's deadline, and without one it refuses to start.
func TestUntilContextEnds(t *testing.T) {
	tr, _ := NewTree(newNim(40), Config{C: 1})
	if _, err := tr.Search(context.Background()); err == nil {
		t.Fatal("a search without any budget started")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 1)
	defer cancel()
	if _, err := tr.Search(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v", err)
	}
}

// TestTimeBudget gives a search a nanosecond: it still runs the playouts
// before its first look at the clock, and no more.
func TestTimeBudget(t *testing.T) {
	tr, _ := NewTree(newNim(40), Config{C: 1, Playouts: 1 << 30, Time: 1})
	s, err := tr.Search(context.Background())
	if err != nil || s.Playouts != checkEvery {
		t.Fatalf("%d playouts, error %v", s.Playouts, err)
	}
}

// TestGameOver checks that a finished game is an error.
func TestGameOver(t *testing.T) {
	tr, _ := NewTree(newTTT("XXXOO....", 1, rules.Second, 1), Config{Playouts: 10})
	if _, err := tr.Search(context.Background()); err == nil {
		t.Fatal("searched a finished game")
	}
}

// TestNodeCap checks that a full tree stops growing but goes on searching.
func TestNodeCap(t *testing.T) {
	for _, cap := range []int{1, 10, 100} {
		tr, _ := NewTree(newTTT(".........", 1, rules.First, 1), Config{C: 1, Playouts: 5000, MaxNodes: cap})
		s, err := tr.Search(context.Background())
		if err != nil || s.Playouts != 5000 {
			t.Fatalf("cap %d: %d playouts, error %v", cap, s.Playouts, err)
		}
		if limit := max(cap, 10); tr.Nodes() > limit {
			t.Errorf("cap %d: %d nodes", cap, tr.Nodes())
		}
	}
}
