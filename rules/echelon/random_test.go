package echelon_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

// TestRandomGames plays seeded random games in both variants and checks
// after every ply: the number of live cells plus live empty cells falls
// (so every game ends), the incremental hash equals a from-scratch one, a
// game going on has legal moves and one over has none, and (in the first
// games) every legal move writes a token that reads back to it and
// StackWins agrees with Describe, whose stack wins come true.
func TestRandomGames(t *testing.T) {
	const games = 1000     // per variant
	const tokenGames = 100 // of which, games whose tokens are checked
	r := rand.New(rand.NewPCG(7, 8))
	var moves []rules.Move
	for _, v := range []echelon.Variant{echelon.Standard, echelon.Gentleman} {
		for game := range games {
			s := echelon.New(echelon.Options{Variant: v})
			before := measure(s)
			for ply := 0; ; ply++ {
				if s.Hash() != s.FullHash() {
					t.Fatalf("%s game %d ply %d: Hash %x, from scratch %x", v, game, ply, s.Hash(), s.FullHash())
				}
				moves = s.Legal(moves[:0])
				if over := s.Result().Over; over != (len(moves) == 0) || over != (s.ToMove() == rules.NoPlayer) {
					t.Fatalf("%s game %d ply %d: over %v, %d legal moves, %d to move", v, game, ply, over, len(moves), s.ToMove())
				}
				if len(moves) == 0 {
					break
				}
				if game < tokenGames {
					checkTokens(t, s, moves)
					checkStackWins(t, s, moves)
				}
				m := moves[r.IntN(len(moves))]
				stackWinner := s.Describe(m).StackWinner
				s.Apply(m)
				if stackWinner != rules.NoPlayer && s.Result().Winner != stackWinner {
					t.Fatalf("%s game %d ply %d: Describe promised a stack win for %d, result %+v", v, game, ply, stackWinner, s.Result())
				}
				after := measure(s)
				if after >= before {
					t.Fatalf("%s game %d ply %d: live cells plus live empty cells went from %d to %d", v, game, ply, before, after)
				}
				before = after
			}
		}
	}
}

// measure returns the number of live cells plus the number of live empty
// cells, counted cell by cell.
func measure(s *echelon.State) int {
	n := 0
	for c := range echelon.Cells {
		if !s.Dead(c) {
			n++
			if s.Height(c) == 0 {
				n++
			}
		}
	}
	return n
}

// checkTokens checks that every move writes a token that reads back to it.
func checkTokens(t *testing.T, s *echelon.State, moves []rules.Move) {
	t.Helper()
	for _, m := range moves {
		back, err := s.ParseToken(s.Token(m))
		if err != nil || back != m {
			t.Fatalf("token %q of move %d reads back as %d, %v", s.Token(m), m, back, err)
		}
	}
}

// checkStackWins checks that StackWins lists exactly the legal moves that
// Describe says win by a stack for the mover.
func checkStackWins(t *testing.T, s *echelon.State, moves []rules.Move) {
	t.Helper()
	var want []rules.Move
	for _, m := range moves {
		if s.Describe(m).StackWinner == s.ToMove() {
			want = append(want, m)
		}
	}
	if got := s.StackWins(s.ToMove(), nil); !slices.Equal(tokensOf(s, got), tokensOf(s, want)) {
		t.Fatalf("StackWins = %q, Describe says %q", tokensOf(s, got), tokensOf(s, want))
	}
}

// TestClone checks that a clone is independent of its original, both ways.
func TestClone(t *testing.T) {
	s := state(play(t, echelon.Standard, "d3-e4", "g8-g7"))
	saved := *s
	c := s.Clone().(*echelon.State)
	if *c != *s {
		t.Fatal("the clone differs from the original")
	}
	c.Apply(moveFor(t, c, "e4-e6"))
	if *s != saved {
		t.Error("playing on the clone changed the original")
	}
	if *c == *s || c.Height(cell(t, "e6")) != 1 {
		t.Error("playing on the clone did not change it")
	}
	s.Apply(moveFor(t, s, "b1-a1"))
	if c.Height(cell(t, "a1")) != 0 {
		t.Error("playing on the original changed the clone")
	}
}

// TestHashTranspositions checks that one position reached by two move
// orders is equal and hashes alike, and that a different side to move or
// a different stack order changes the hash.
func TestHashTranspositions(t *testing.T) {
	a := state(play(t, echelon.Standard, "e4-e6", "g8-g6", "b1-a1", "j11-k11"))
	b := state(play(t, echelon.Standard, "b1-a1", "j11-k11", "e4-e6", "g8-g6"))
	if *a != *b || a.Hash() != b.Hash() {
		t.Errorf("same position by two orders: equal %v, hashes %x and %x", *a == *b, a.Hash(), b.Hash())
	}
	c := state(play(t, echelon.Standard, "e4-e6", "g8-g6", "b1-a1"))
	if c.Hash() == a.Hash() {
		t.Error("positions with different boards hash alike")
	}
	rb := echelon.Setup(echelon.Gentleman, red, map[string]string{"f6": "rb", "a1": "r", "k11": "b"})
	br := echelon.Setup(echelon.Gentleman, red, map[string]string{"f6": "br", "a1": "r", "k11": "b"})
	rbBlue := echelon.Setup(echelon.Gentleman, blue, map[string]string{"f6": "rb", "a1": "r", "k11": "b"})
	if rb.Hash() == br.Hash() || rb.Hash() == rbBlue.Hash() {
		t.Error("stack order or side to move does not change the hash")
	}
}

// BenchmarkRandomGame plays random standard games through Legal and Apply
// with a reused move buffer, as an engine's playouts do.
func BenchmarkRandomGame(b *testing.B) { benchRandom(b, echelon.Standard) }

// BenchmarkRandomGameGentleman is BenchmarkRandomGame without stack wins:
// longer games.
func BenchmarkRandomGameGentleman(b *testing.B) { benchRandom(b, echelon.Gentleman) }

func benchRandom(b *testing.B, v echelon.Variant) {
	r := rand.New(rand.NewPCG(9, 10))
	start := *echelon.New(echelon.Options{Variant: v})
	moves := make([]rules.Move, 0, 256)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		s := start
		for {
			moves = s.Legal(moves[:0])
			if len(moves) == 0 {
				break
			}
			s.Apply(moves[r.IntN(len(moves))])
			plies++
		}
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}
