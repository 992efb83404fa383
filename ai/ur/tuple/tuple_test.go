package tuple

import (
	"bytes"
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// solved3 is the 3-piece solved table, solved once for the tests.
var solved3 = sync.OnceValues(func() (*solve.Table, error) {
	t, _, err := solve.Solve(solve.Settings{Pieces: 3})
	return t, err
})

// trained3 is a network trained on solved3 with one worker (reproducible).
var trained3 = sync.OnceValues(func() (*Net, error) {
	t, err := solved3()
	if err != nil {
		return nil, err
	}
	return Train(t, TrainSettings{Epochs: 30, Rate: 0.05, Seed: 1, Play: 0.3, Explore: 10}), nil
})

func fixtures(t *testing.T) (*solve.Table, *Net) {
	t.Helper()
	tb, err := solved3()
	if err != nil {
		t.Fatal(err)
	}
	n, err := trained3()
	if err != nil {
		t.Fatal(err)
	}
	return tb, n
}

// TestFeaturesInRange checks every position of a 7-piece index: each
// tuple's entry lies in that tuple's own table.
func TestFeaturesInRange(t *testing.T) {
	x, err := solve.NewIndex(ur.MaxPieces)
	if err != nil {
		t.Fatal(err)
	}
	starts := [numTuples + 1]int{ownAt, theirsAt, clashAt, raceAt, tensionAt, reserveAt, endsAt, lanesAt, stageAt, Weights}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		p := x.Position(rng.IntN(x.Count()))
		for k, f := range features(p, ur.MaxPieces) {
			if f < starts[k] || f >= starts[k+1] {
				t.Fatalf("position %+v: tuple %d at %d, outside [%d, %d)", p, k, f, starts[k], starts[k+1])
			}
		}
	}
}

// TestLearnsTheTable checks that training brings the network close to the
// solved table: far closer than the untrained one-half, and close enough
// that a one-move search picks a perfect move nearly always.
func TestLearnsTheTable(t *testing.T) {
	tb, n := fixtures(t)
	x := tb.Index()
	var sq, sq0 float64
	for i := range x.Count() {
		d := n.Chance(x.Position(i)) - tb.Value(i)
		d0 := 0.5 - tb.Value(i)
		sq, sq0 = sq+d*d, sq0+d0*d0
	}
	rms, rms0 := math.Sqrt(sq/float64(x.Count())), math.Sqrt(sq0/float64(x.Count()))
	t.Logf("rms error %.4f (untrained %.4f) over %d positions", rms, rms0, x.Count())
	if rms > rms0/10 {
		t.Errorf("rms error %.4f, want below a tenth of the untrained %.4f", rms, rms0)
	}
	// Decisions of seeded random games: the move the network values most
	// must be within a point of the table's best nearly always.
	rng := rand.New(rand.NewPCG(3, 4))
	decisions, good := 0, 0
	for range 200 {
		s := ur.New(ur.Options{Pieces: 3})
		for !s.Result().Over {
			roll := ur.Roll(rng)
			moves := s.LegalFor(roll, nil)
			if len(moves) > 1 {
				bestTable, bestNet, pick := -1.0, -1.0, moves[0]
				for _, m := range moves {
					bestTable = max(bestTable, tb.MoveChance(s, m))
					c := *s
					c.Apply(m)
					v := 1.0
					if !c.Result().Over {
						v, _ = n.WinChance(&c)
						if c.ToMove() != s.ToMove() {
							v = 1 - v
						}
					}
					if v > bestNet {
						bestNet, pick = v, m
					}
				}
				decisions++
				if bestTable-tb.MoveChance(s, pick) <= 0.01 {
					good++
				}
			}
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
	if rate := float64(good) / float64(decisions); rate < 0.95 {
		t.Errorf("the network's move is within a point of the best in %.1f%% of %d decisions, want 95%%", 100*rate, decisions)
	}
}

// TestFileRoundTrip checks that a network read back values every position
// as the written one did, to the file's quantisation.
func TestFileRoundTrip(t *testing.T) {
	tb, n := fixtures(t)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if back.Pieces() != n.Pieces() {
		t.Fatalf("pieces %d, want %d", back.Pieces(), n.Pieces())
	}
	x := tb.Index()
	for i := range x.Count() {
		p := x.Position(i)
		if d := math.Abs(back.Chance(p) - n.Chance(p)); d > 1e-3 {
			t.Fatalf("position %d: %v read back, %v written", i, back.Chance(p), n.Chance(p))
		}
	}
	// Every truncation and a wrong magic are refused.
	data := buf.Bytes()
	for _, cut := range []int{0, 4, len(netFile.Magic) + 4, len(netFile.Magic) + 8, len(data) / 2, len(data) - 1} {
		if _, err := Read(bytes.NewReader(data[:cut])); err == nil {
			t.Errorf("a file cut at %d bytes was read", cut)
		}
	}
	bad := bytes.Clone(data)
	bad[0] = 'X'
	if _, err := Read(bytes.NewReader(bad)); err == nil {
		t.Error("a file with a wrong magic was read")
	}
	if _, err := Read(bytes.NewReader(append(bytes.Clone(data), 0))); err == nil {
		t.Error("a file with a byte too many was read")
	}
}

// TestEvaluateScale checks Evaluate against WinChance: 2w-1.
func TestEvaluateScale(t *testing.T) {
	_, n := fixtures(t)
	s := ur.New(ur.Options{Pieces: 3})
	w, ok := n.WinChance(s)
	if !ok || math.Abs(n.Evaluate(s)-(2*w-1)) > 1e-12 {
		t.Errorf("Evaluate %v, WinChance %v %v", n.Evaluate(s), w, ok)
	}
	if _, ok := n.WinChance(ur.New(ur.Options{Pieces: 4})); ok {
		t.Error("WinChance answered for more pieces than the network's")
	}
}

// FuzzRead checks that Read never panics and that what it accepts writes
// back to the same bytes.
func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	New(1).Write(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte(netFile.Magic))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := n.Write(&out); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(bytes.NewReader(out.Bytes())); err != nil {
			t.Fatalf("a network read back fails to read again: %v", err)
		}
	})
}

// TestFewerPieces checks that the network values a game of fewer pieces as
// its own game with the missing pieces home: the 2-piece start is the
// 3-piece position with one piece of each side home.
func TestFewerPieces(t *testing.T) {
	_, n := fixtures(t)
	two := ur.New(ur.Options{Pieces: 2})
	three := ur.New(ur.Options{Pieces: 3})
	got, ok := n.WinChance(two)
	p, _ := solve.PositionOf(three)
	p.Home = [2]int{1, 1}
	if want := n.Chance(p); !ok || got != want {
		t.Errorf("2-piece start: %v %v, want the 3-piece position's %v", got, ok, want)
	}
}
