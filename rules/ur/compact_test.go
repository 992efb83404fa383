package ur_test

import (
	"math/rand/v2"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// TestIndexPredicates checks the path-index sets against the cells: the
// rosettes are the cells IsRosette names, the shared squares those both
// paths pass, and SafeIndex is M3.
func TestIndexPredicates(t *testing.T) {
	for i := range ur.PathLen {
		c := ur.PathCell(left, i)
		onBoard := 0 < i && i < ur.FinishIndex
		if got, want := ur.IsRosetteIndex(i), onBoard && ur.IsRosette(c); got != want {
			t.Errorf("IsRosetteIndex(%d) = %v, want %v (%s)", i, got, want, c)
		}
		if got, want := ur.IsSharedIndex(i), onBoard && c == ur.PathCell(right, i); got != want {
			t.Errorf("IsSharedIndex(%d) = %v, want %v (%s)", i, got, want, c)
		}
	}
	if c := ur.PathCell(left, ur.SafeIndex); c.String() != "M3" {
		t.Errorf("SafeIndex is %s, want M3", c)
	}
	if c := ur.PathCell(left, ur.FinishIndex); c.String() != "L5" {
		t.Errorf("FinishIndex is %s, want L5", c)
	}
	for _, i := range []int{-1, ur.PathLen, 64} {
		if ur.IsRosetteIndex(i) || ur.IsSharedIndex(i) {
			t.Errorf("index %d off the path is a rosette or shared", i)
		}
	}
}

// TestCompactAgainstCells plays seeded random games and checks, in every
// position, that Board lists the squares Occupant names, and that FromTo
// and Takes say of every legal move what Describe says.
func TestCompactAgainstCells(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var moves []rules.Move
	for g := range 140 {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for s.ToMove() != rules.NoPlayer {
			for _, p := range []rules.Player{left, right} {
				var want uint16
				for i := 1; i < ur.FinishIndex; i++ {
					if s.Occupant(ur.PathCell(p, i)) == p {
						want |= 1 << i
					}
				}
				if got := s.Board(p); got != want {
					t.Fatalf("game %d: Board(%v) = %016b, want %016b", g, p, got, want)
				}
			}
			for _, m := range s.Legal(moves[:0]) {
				checkMove(t, s, m)
			}
			moves = s.LegalFor(ur.Roll(r), moves[:0])
			s.Apply(moves[r.IntN(len(moves))])
		}
	}
}

// checkMove checks FromTo and Takes of m against Describe.
func checkMove(t *testing.T, s *ur.State, m rules.Move) {
	t.Helper()
	st := s.Describe(m)
	from, to := ur.FromTo(m)
	if st.Bare {
		if from != -1 || to != -1 || s.Takes(m) {
			t.Fatalf("bare %s: FromTo %d, %d, Takes %v", s.Token(m), from, to, s.Takes(m))
		}
		return
	}
	if ur.PathCell(st.Player, from) != st.From || ur.PathCell(st.Player, to) != st.To {
		t.Fatalf("%s: FromTo %d, %d, Describe %s to %s", s.Token(m), from, to, st.From, st.To)
	}
	if s.Takes(m) != st.Capture {
		t.Fatalf("%s: Takes %v, Describe's Capture %v", s.Token(m), s.Takes(m), st.Capture)
	}
}

// TestKey plays seeded random games and checks that equal positions have
// equal keys and distinct positions distinct keys, and that a copy keeps
// its key.
func TestKey(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	keys := map[ur.State]uint64{}
	states := map[uint64]ur.State{}
	for g := range 200 {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for {
			k := s.Key()
			if c := *s; c.Key() != k {
				t.Fatalf("a copy's key %x differs from %x", c.Key(), k)
			}
			if old, ok := keys[*s]; ok && old != k {
				t.Fatalf("equal positions %+v have keys %x and %x", *s, old, k)
			}
			if old, ok := states[k]; ok && old != *s {
				t.Fatalf("key %x shared by %+v and %+v", k, old, *s)
			}
			keys[*s], states[k] = k, *s
			if s.ToMove() == rules.NoPlayer {
				break
			}
			legal := s.LegalFor(ur.Roll(r), nil)
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
	if len(keys) < 5000 {
		t.Fatalf("only %d positions seen", len(keys))
	}
	t.Logf("%d distinct positions", len(keys))
}
