package expectimax

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tessera/ai/ur/arena"
	"tessera/rules"
	"tessera/rules/ur"
)

// reference is expectiminimax by its definition, without cuts or table:
// the worth of p for its side to move, depth moves deep.
func reference(p ur.State, depth int) float64 {
	if depth == 0 {
		return Evaluate(&p)
	}
	sum := 0.0
	for roll := 0; roll <= ur.MaxRoll; roll++ {
		sum += float64(ur.RollChance(roll)) * referenceAfterRoll(p, roll, depth)
	}
	return sum / 16
}

// referenceAfterRoll is the worth of p for its side to move after roll:
// its best move, the bare roll (a pass) when no piece moves.
func referenceAfterRoll(p ur.State, roll, depth int) float64 {
	best := math.Inf(-1)
	for _, m := range p.LegalFor(roll, nil) {
		c := p
		c.Apply(m)
		v := won
		switch {
		case c.ToMove() == rules.NoPlayer:
		case c.ToMove() == p.ToMove():
			v = reference(c, depth-1)
		default:
			v = -reference(c, depth-1)
		}
		best = max(best, v)
	}
	return best
}

// samples returns n positions of seeded random games, 1..7 pieces.
func samples(n int) []*ur.State {
	r := rand.New(rand.NewPCG(21, 22))
	var out []*ur.State
	for g := 0; len(out) < n; g++ {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for ply := 0; !s.Result().Over && len(out) < n; ply++ {
			if ply%7 == 3 {
				out = append(out, s.Clone().(*ur.State))
			}
			legal := s.LegalFor(ur.Roll(r), nil)
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
	return out
}

// TestAgainstReference checks that the search, with its cuts, table and
// ordering, finds the worth plain expectiminimax gives, both for a move
// (Search) and for a position before the roll (WinChance), at depths 1..3.
func TestAgainstReference(t *testing.T) {
	for depth := 1; depth <= 3; depth++ {
		e := New(Settings{Depth: depth})
		for i, s := range samples(120) {
			p := *s
			want := reference(p, depth)
			got, reached := e.WinChance(context.Background(), s)
			if reached != depth || math.Abs(got-(want+1)/2) > 1e-9 {
				t.Fatalf("depth %d, sample %d: WinChance %.12f at depth %d, want %.12f", depth, i, got, reached, (want+1)/2)
			}
			for roll := 1; roll <= ur.MaxRoll; roll++ {
				if len(p.LegalFor(roll, nil)) < 2 {
					continue
				}
				res := e.Search(context.Background(), s, roll, rand.New(rand.NewPCG(1, 1)))
				if want := referenceAfterRoll(p, roll, depth); math.Abs(res.Value-want) > 1e-9 {
					t.Fatalf("depth %d, sample %d, roll %d: Search worth %.12f, want %.12f", depth, i, roll, res.Value, want)
				}
			}
		}
	}
}

// TestEvaluateBounds checks that every evaluation lies strictly between a
// lost and a won game.
func TestEvaluateBounds(t *testing.T) {
	for _, s := range samples(2000) {
		if v := Evaluate(s); !(lost < v && v < won) {
			t.Fatalf("Evaluate = %v in %+v", v, *s)
		}
	}
}

// TestStoppedBeforeStart checks that an unbounded search whose context is
// done before it starts returns depth 1's legal move.
func TestStoppedBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := New(Settings{})
	for _, d := range arena.Decisions(4, 20) {
		res := e.Search(ctx, d.State, d.Roll, rand.New(rand.NewPCG(1, 1)))
		if res.Depth != 1 || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
			t.Fatalf("stopped search: depth %d, move %v", res.Depth, res.Move)
		}
	}
}

// TestStoppedWhileSearching checks that an unbounded search returns once
// its context is cancelled mid-search (it would not return otherwise),
// with the move of a depth it finished.
func TestStoppedWhileSearching(t *testing.T) {
	d := arena.Decisions(5, 1)[0]
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	res := New(Settings{}).Search(ctx, d.State, d.Roll, rand.New(rand.NewPCG(1, 1)))
	if res.Depth < 1 || res.Depth >= MaxDepth || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
		t.Fatalf("stopped search: depth %d, move %v", res.Depth, res.Move)
	}
}

// TestBudget checks that a search with a budget and no depth limit ends by
// itself.
func TestBudget(t *testing.T) {
	d := arena.Decisions(6, 1)[0]
	res := New(Settings{Budget: 10 * time.Millisecond}).Search(context.Background(), d.State, d.Roll, rand.New(rand.NewPCG(1, 1)))
	if res.Depth < 1 || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
		t.Fatalf("budgeted search: depth %d, move %v", res.Depth, res.Move)
	}
}

// errAfter is a context whose Done channel never closes and whose Err
// reports Canceled from its calls-th call on: cancellation seen only
// through Err, as the wasm worker's yielding context delivers it.
type errAfter struct {
	context.Context
	calls int
}

func (c *errAfter) Err() error {
	if c.calls--; c.calls <= 0 {
		return context.Canceled
	}
	return nil
}

// TestCancelledThroughErr checks that an unbounded search looks at
// ctx.Err mid-search and returns once it reports an error (it would not
// return otherwise), with the move of a depth it finished.
func TestCancelledThroughErr(t *testing.T) {
	for _, d := range arena.Decisions(7, 3) {
		ctx := &errAfter{Context: context.Background(), calls: 5}
		res := New(Settings{}).Search(ctx, d.State, d.Roll, rand.New(rand.NewPCG(1, 1)))
		if res.Depth < 1 || res.Depth >= MaxDepth || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
			t.Fatalf("cancelled search: depth %d, move %v", res.Depth, res.Move)
		}
		if ctx.calls > 0 {
			t.Fatalf("search returned after only %d calls of Err", 5-ctx.calls)
		}
	}
}

// TestMoveChances checks every move's chance against plain
// expectiminimax, at depths 1..3, with a custom leaf evaluation too.
func TestMoveChances(t *testing.T) {
	for depth := 1; depth <= 3; depth++ {
		e := New(Settings{Depth: depth})
		for i, s := range samples(60) {
			for roll := 1; roll <= ur.MaxRoll; roll++ {
				moves := s.LegalFor(roll, nil)
				got, err := e.MoveChances(context.Background(), s, moves)
				if err != nil || len(got) != len(moves) {
					t.Fatalf("depth %d, sample %d: %d chances for %d moves, %v", depth, i, len(got), len(moves), err)
				}
				for k, m := range moves {
					c := *s
					c.Apply(m)
					want := won
					switch {
					case c.ToMove() == rules.NoPlayer:
					case c.ToMove() == s.ToMove():
						want = reference(c, depth-1)
					default:
						want = -reference(c, depth-1)
					}
					if math.Abs(got[k]-(want+1)/2) > 1e-9 {
						t.Fatalf("depth %d, sample %d, roll %d, move %d: chance %.12f, want %.12f", depth, i, roll, k, got[k], (want+1)/2)
					}
				}
			}
		}
	}
	flat := New(Settings{Depth: 1, Evaluate: func(*ur.State) float64 { return 0 }})
	for _, s := range samples(20) {
		moves := s.LegalFor(2, nil)
		got, _ := flat.MoveChances(context.Background(), s, moves)
		for k, m := range moves {
			c := *s
			c.Apply(m)
			if c.ToMove() != rules.NoPlayer && got[k] != 0.5 {
				t.Fatalf("a leaf evaluation of 0 gave the chance %v", got[k])
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := samples(1)[0]
	if got, err := New(Settings{Depth: 3}).MoveChances(ctx, s, s.LegalFor(2, nil)); err != context.Canceled || len(got) != 0 {
		t.Errorf("cancelled: %v, %v", got, err)
	}
}
