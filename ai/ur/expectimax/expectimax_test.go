package expectimax

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/pos"
	"tessera/rules/ur"
)

// reference is expectiminimax by its definition, without cuts or table:
// the worth of p for its side to move, depth moves deep.
func reference(p pos.Pos, depth int) float64 {
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
// its best move, or the pass when none.
func referenceAfterRoll(p pos.Pos, roll, depth int) float64 {
	moves := p.Moves(roll, nil)
	if len(moves) == 0 {
		c := p
		c.Pass()
		return -reference(c, depth-1)
	}
	best := math.Inf(-1)
	for _, from := range moves {
		c := p
		c.Play(int(from), roll)
		v := won
		switch {
		case c.Over():
		case c.ToMove == p.ToMove:
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
			p := pos.FromState(s)
			want := reference(p, depth)
			got, reached := e.WinChance(s, nil)
			if reached != depth || math.Abs(got-(want+1)/2) > 1e-9 {
				t.Fatalf("depth %d, sample %d: WinChance %.12f at depth %d, want %.12f", depth, i, got, reached, (want+1)/2)
			}
			for roll := 1; roll <= ur.MaxRoll; roll++ {
				if len(p.Moves(roll, nil)) < 2 {
					continue
				}
				res := e.Search(s, roll, rand.New(rand.NewPCG(1, 1)), nil)
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
		p := pos.FromState(s)
		if v := Evaluate(&p); !(lost < v && v < won) {
			t.Fatalf("Evaluate = %v in %+v", v, p)
		}
	}
}

// TestStoppedBeforeStart checks that an unbounded search told to stop
// before it starts returns depth 1's legal move.
func TestStoppedBeforeStart(t *testing.T) {
	stop := make(chan struct{})
	close(stop)
	e := New(Settings{})
	for _, d := range arena.Decisions(4, 20) {
		res := e.Search(d.State, d.Roll, rand.New(rand.NewPCG(1, 1)), stop)
		if res.Depth != 1 || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
			t.Fatalf("stopped search: depth %d, move %v", res.Depth, res.Move)
		}
	}
}

// TestStoppedWhileSearching checks that an unbounded search returns once
// stop is closed mid-search (it would not return otherwise), with the move
// of a depth it finished.
func TestStoppedWhileSearching(t *testing.T) {
	d := arena.Decisions(5, 1)[0]
	stop := make(chan struct{})
	go func() {
		time.Sleep(20 * time.Millisecond)
		close(stop)
	}()
	res := New(Settings{}).Search(d.State, d.Roll, rand.New(rand.NewPCG(1, 1)), stop)
	if res.Depth < 1 || res.Depth >= MaxDepth || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
		t.Fatalf("stopped search: depth %d, move %v", res.Depth, res.Move)
	}
}

// TestBudget checks that a search with a budget and no depth limit ends by
// itself.
func TestBudget(t *testing.T) {
	d := arena.Decisions(6, 1)[0]
	res := New(Settings{Budget: 10 * time.Millisecond}).Search(d.State, d.Roll, rand.New(rand.NewPCG(1, 1)), nil)
	if res.Depth < 1 || !slices.Contains(d.State.LegalFor(d.Roll, nil), res.Move) {
		t.Fatalf("budgeted search: depth %d, move %v", res.Depth, res.Move)
	}
}
