package ecalper_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// TestRandomGames plays seeded random games on every side, with and without
// the pie rule, and checks after every ply: stones are conserved (every
// placement adds one stone of the mover's, a replacement moves one from the
// opponent, swap moves none), Legal is never empty while the game goes on,
// every legal move writes a token that reads back to it, and a clone is
// independent of its original. Every game takes exactly the number of
// plies docs/rules.md makes it (one more with a swap) and ends with one empty
// cell.
func TestRandomGames(t *testing.T) {
	const games = 40 // per side and pie setting
	r := rand.New(rand.NewPCG(1, 6))
	var moves []rules.Move
	for size := ecalper.MinSize; size <= ecalper.MaxSize; size++ {
		for _, pie := range []bool{false, true} {
			for game := range games {
				s, _ := ecalper.New(ecalper.Options{Size: size, Pie: pie})
				var count [2]int
				ply := 0
				for ; s.ToMove() != rules.NoPlayer; ply++ {
					moves = s.Legal(moves[:0])
					if len(moves) == 0 {
						t.Fatalf("size %d, game %d, ply %d: Legal is empty while the game goes on", size, game, ply)
					}
					if game < 4 {
						checkTokens(t, s, moves)
						checkClone(t, s, moves[0])
					}
					m := moves[r.IntN(len(moves))]
					p := s.ToMove()
					switch c, ok := ecalper.MoveCell(m); {
					case !ok:
					case ecalper.IsReplace(m):
						count[p]++
						count[p.Other()]--
					default:
						count[p]++
						if s.Occupant(c) != rules.NoPlayer {
							t.Fatalf("size %d, game %d, ply %d: placement %q on a stone", size, game, ply, s.Token(m))
						}
					}
					s.Apply(m)
					checkCounts(t, s, count)
				}
				want := gamePlies(cellCount(size), s.Swapped())
				if ply != want || s.EmptyCount() != 1 || !s.Result().Over {
					t.Fatalf("size %d, pie %v, game %d: %d plies, %d empty cells, result %+v; want %d plies, 1 empty",
						size, pie, game, ply, s.EmptyCount(), s.Result(), want)
				}
			}
		}
	}
}

// checkCounts checks the stones of each colour, cell by cell, against the
// count the plies made.
func checkCounts(t *testing.T, s *ecalper.State, count [2]int) {
	t.Helper()
	var board [2]int
	empty := 0
	for c := range s.Board().Len() {
		if p := s.Occupant(c); p == rules.NoPlayer {
			empty++
		} else {
			board[p]++
		}
	}
	if board != count || s.Stones(black).Len() != count[black] || empty != s.EmptyCount() || s.Empty().Len() != empty {
		t.Fatalf("stones %v on the board, %v by the plies; %d empty cells, EmptyCount %d", board, count, empty, s.EmptyCount())
	}
}

// checkTokens checks that every move writes a token that reads back to it.
func checkTokens(t *testing.T, s *ecalper.State, moves []rules.Move) {
	t.Helper()
	for _, m := range moves {
		back, err := s.ParseToken(s.Token(m))
		if err != nil || back != m {
			t.Fatalf("token %q of move %d reads back as %d, %v", s.Token(m), m, back, err)
		}
	}
}

// checkClone plays m on a clone of s and checks that s did not change.
func checkClone(t *testing.T, s *ecalper.State, m rules.Move) {
	t.Helper()
	before := *s
	legal := s.Legal(nil)
	c := s.Clone()
	c.Apply(m)
	if *s != before || !slices.Equal(s.Legal(nil), legal) {
		t.Fatalf("playing %q on a clone changed the original", s.Token(m))
	}
	if *c.(*ecalper.State) == before {
		t.Fatalf("playing %q on a clone left the clone unchanged", s.Token(m))
	}
}

// TestNoAllocation checks that Legal (into a slice with room) and Apply
// allocate nothing, in a placement ply and a replacement ply.
func TestNoAllocation(t *testing.T) {
	s := state(play(t, 8, true, firstTurn...))
	moves := make([]rules.Move, 0, ecalper.MaxCells)
	allocs := testing.AllocsPerRun(100, func() {
		c := *s
		moves = c.Legal(moves[:0])
		c.Apply(moves[0])
		moves = c.Legal(moves[:0])
		c.Apply(moves[len(moves)-1])
	})
	if allocs != 0 {
		t.Errorf("Legal and Apply allocated %v times a run", allocs)
	}
}

// BenchmarkRandomGame plays random side-8 games ply by ply through Legal
// and Apply with a reused move buffer, as a plain engine's playouts do.
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	start, _ := ecalper.New(ecalper.Options{Size: ecalper.ExpertSize, Pie: true})
	moves := make([]rules.Move, 0, ecalper.MaxCells)
	b.ReportAllocs()
	for b.Loop() {
		s := *start
		for s.ToMove() != rules.NoPlayer {
			moves = s.Legal(moves[:0])
			s.Apply(moves[r.IntN(len(moves))])
		}
		s.Result()
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}
