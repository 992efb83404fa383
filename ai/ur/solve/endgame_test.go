package solve_test

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// rounding is the most an endgame's chance may differ from its table's:
// half a level, and the solves' Bellman residuals (below 1e-6) besides.
const rounding = 0.5/solve.EndgameLevels + 2e-6

// leftToBearOff returns the most pieces either side of s has not yet home.
func leftToBearOff(s *ur.State) int {
	n := s.Options().Pieces
	return max(n-s.Home(rules.Player(0)), n-s.Home(rules.Player(1)))
}

// TestEndgameValuesEveryGame: the 2-piece endgame values, within
// rounding, every reachable state of the 1-, 2- and 3-piece games in
// which no side has more than 2 pieces left, as those games' own tables
// do, and refuses the other states of the 3-piece game.
func TestEndgameValuesEveryGame(t *testing.T) {
	e := solve.NewEndgame(table(t, 2))
	if e.Pieces() != 2 {
		t.Fatalf("Pieces %d", e.Pieces())
	}
	for pieces := 1; pieces <= 3; pieces++ {
		tb, valued := table(t, pieces), 0
		for _, s := range reachable(pieces) {
			got, ok := e.WinChance(s)
			if ok != (leftToBearOff(s) <= 2) {
				t.Fatalf("%d pieces, %v: ok %v with %d pieces left", pieces, s, ok, leftToBearOff(s))
			}
			if !ok {
				continue
			}
			valued++
			if want := mustWin(t, tb, s); math.Abs(got-want) > rounding {
				t.Fatalf("%d pieces, %v: endgame %.6f, table %.6f", pieces, s, got, want)
			}
		}
		if valued == 0 {
			t.Errorf("%d pieces: no state valued", pieces)
		}
	}
	over, dice := ur.New(ur.Options{Pieces: 1}), rand.New(rand.NewPCG(1, 2))
	for over.ToMove() != rules.NoPlayer {
		over.Apply(over.LegalFor(ur.Roll(dice), nil)[0])
	}
	if _, ok := e.WinChance(over); ok {
		t.Error("a finished game has a chance")
	}
}

// writeEndgame returns the endgame file of e.
func writeEndgame(t testing.TB, e *solve.Endgame) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := e.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestEndgameFileRoundTrip: an endgame file reads back with every chance.
func TestEndgameFileRoundTrip(t *testing.T) {
	e := solve.NewEndgame(table(t, 3))
	got, err := solve.ReadEndgame(bytes.NewReader(writeEndgame(t, e)))
	if err != nil {
		t.Fatal(err)
	}
	if got.Pieces() != 3 || got.Index().Count() != e.Index().Count() {
		t.Fatalf("read %d pieces, %d positions", got.Pieces(), got.Index().Count())
	}
	for i := range e.Index().Count() {
		if got.Value(i) != e.Value(i) {
			t.Fatalf("position %d: read %v, wrote %v", i, got.Value(i), e.Value(i))
		}
	}
}

// TestReadEndgameRejects: damaged endgame files, and tables, are refused.
func TestReadEndgameRejects(t *testing.T) {
	good := writeEndgame(t, solve.NewEndgame(table(t, 1)))
	var tbl bytes.Buffer
	if err := table(t, 1).Write(&tbl); err != nil {
		t.Fatal(err)
	}
	damaged := map[string][]byte{
		"empty":     nil,
		"table":     tbl.Bytes(),
		"truncated": good[:len(good)-1],
		"trailing":  append(append([]byte{}, good...), 0),
	}
	for name, b := range damaged {
		if _, err := solve.ReadEndgame(bytes.NewReader(b)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// FuzzReadEndgame: damaged bytes are refused with an error, never a panic;
// an endgame that reads writes back to a file that reads the same.
func FuzzReadEndgame(f *testing.F) {
	f.Add(writeEndgame(f, solve.NewEndgame(table(f, 1))))
	f.Add([]byte("TSURENDG\x01\x00\x00\x00\x02\x00\x00\x00{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := solve.ReadEndgame(bytes.NewReader(data))
		if err != nil {
			return
		}
		again, err := solve.ReadEndgame(bytes.NewReader(writeEndgame(t, e)))
		if err != nil {
			t.Fatal(err)
		}
		for i := range e.Index().Count() {
			if v := e.Value(i); v < 0 || v > 1 || again.Value(i) != v {
				t.Fatalf("position %d: %v, written and read %v", i, v, again.Value(i))
			}
		}
	})
}

// TestMovesToEndgameIsALowerBound: for every reachable state of the 3-piece
// game and endgames of 1 and 2 pieces, MovesToEndgame is at most the
// fewest moves (any rolls, either side) that reach a state the endgame
// values, found by relaxing over rules/ur's moves to a fixed point; and
// it is that fewest number for some states, so the bound is not idle.
func TestMovesToEndgameIsALowerBound(t *testing.T) {
	states := reachable(3)
	index := make(map[uint64]int, len(states))
	for i, s := range states {
		index[s.Key()] = i
	}
	children := make([][]int, len(states)) // -1: the game ends
	for i, s := range states {
		for _, m := range s.Legal(nil) {
			c := *s
			c.Apply(m)
			j, ok := index[c.Key()]
			if !ok {
				j = -1
			}
			children[i] = append(children[i], j)
		}
	}
	for k := 1; k <= 2; k++ {
		const far = math.MaxInt32
		fewest := make([]int, len(states))
		for i, s := range states {
			if leftToBearOff(s) > k {
				fewest[i] = far
			}
		}
		for changed := true; changed; {
			changed = false
			for i, cs := range children {
				for _, j := range cs {
					if j >= 0 && fewest[j] != far && fewest[j]+1 < fewest[i] {
						fewest[i], changed = fewest[j]+1, true
					}
				}
			}
		}
		exact := 0
		for i, s := range states {
			bound := solve.MovesToEndgame(s, k)
			if bound > fewest[i] {
				t.Fatalf("k=%d, %v: bound %d, but the endgame is %d moves away", k, s, bound, fewest[i])
			}
			if bound == fewest[i] && bound > 0 {
				exact++
			}
		}
		if exact == 0 {
			t.Errorf("k=%d: the bound is never exact above 0", k)
		}
		if got, want := solve.MovesToEndgame(ur.New(ur.Options{Pieces: 3}), k), 2*(3-k)*4; got != want {
			t.Errorf("k=%d: the start is %d moves from the endgame by the bound, want %d (each piece 15 steps away)", k, got, want)
		}
	}
}
