package ur_test

import (
	"math/rand/v2"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// maxPlies bounds a random game; none comes near it (a 7-piece random game
// takes a few hundred plies), so reaching it means the game cannot end.
const maxPlies = 20000

// TestRandomGames plays a thousand seeded random games for every number
// of pieces and checks the invariants after every ply: pieces are
// conserved, a game going on always has legal moves, every legal move
// writes a token that reads back to it (checked in the first games only,
// to keep the test quick), and every game ends with a winner who has borne
// off every piece.
func TestRandomGames(t *testing.T) {
	const games = 1000     // per number of pieces
	const tokenGames = 100 // of which, games whose tokens are checked
	r := rand.New(rand.NewPCG(7, 8))
	var moves []rules.Move
	for pieces := 1; pieces <= ur.MaxPieces; pieces++ {
		for game := range games {
			s := ur.New(ur.Options{Pieces: pieces})
			ply := 0
			for ; s.ToMove() != rules.NoPlayer && ply < maxPlies; ply++ {
				checkInvariants(t, s)
				moves = s.Legal(moves[:0])
				if len(moves) == 0 {
					t.Fatalf("pieces %d, game %d, ply %d: Legal is empty while the game goes on", pieces, game, ply)
				}
				if game < tokenGames {
					checkTokens(t, s, moves)
				}
				moves = s.LegalFor(ur.Roll(r), moves[:0])
				s.Apply(moves[r.IntN(len(moves))])
			}
			checkInvariants(t, s)
			res := s.Result()
			if !res.Over || s.Home(res.Winner) != pieces || s.Home(res.Winner.Other()) == pieces {
				t.Fatalf("pieces %d, game %d after %d plies: result %+v, home %d and %d",
					pieces, game, ply, res, s.Home(left), s.Home(right))
			}
		}
	}
}

// checkTokens checks that every move writes a token that reads back to it.
func checkTokens(t *testing.T, s *ur.State, moves []rules.Move) {
	t.Helper()
	for _, m := range moves {
		back, err := s.ParseToken(s.Token(m))
		if err != nil || back != m {
			t.Fatalf("token %q of move %d reads back as %d, %v", s.Token(m), m, back, err)
		}
	}
}

// checkInvariants checks that each side's waiting, on-board and borne-off
// pieces add up to the pieces it started with, counting the board cell by
// cell, and that a position over has nobody to move.
func checkInvariants(t *testing.T, s *ur.State) {
	t.Helper()
	var onBoard [2]int
	for _, c := range allCells() {
		if p := s.Occupant(c); p != rules.NoPlayer {
			onBoard[p]++
		}
	}
	for _, p := range []rules.Player{left, right} {
		if s.OnBoard(p) != onBoard[p] || s.Waiting(p)+onBoard[p]+s.Home(p) != s.Options().Pieces {
			t.Fatalf("side %d: %d waiting, %d on board (OnBoard says %d), %d home; started with %d",
				p, s.Waiting(p), onBoard[p], s.OnBoard(p), s.Home(p), s.Options().Pieces)
		}
	}
	if s.Result().Over != (s.ToMove() == rules.NoPlayer) {
		t.Fatalf("Result %+v with %d to move", s.Result(), s.ToMove())
	}
}

// TestClone checks that a clone is independent of its original.
func TestClone(t *testing.T) {
	s := state(play(t, 7, "4:L4", "2:L0"))
	c := s.Clone().(*ur.State)
	c.Apply(c.LegalFor(2, nil)[0])
	if *c == *s {
		t.Fatal("playing on the clone left it equal to the original")
	}
	if s.Occupant(ur.Cell{Col: 'M', Row: 1}) != left || s.ToMove() != right {
		t.Error("playing on the clone changed the original")
	}
}

// BenchmarkRandomGame plays random 7-piece games through LegalFor and
// Apply with a reused move buffer, as an engine's playouts do.
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	start := *ur.New(ur.DefaultOptions())
	moves := make([]rules.Move, 0, ur.MaxPieces)
	b.ReportAllocs()
	for b.Loop() {
		s := start
		for s.ToMove() != rules.NoPlayer {
			moves = s.LegalFor(ur.Roll(r), moves[:0])
			s.Apply(moves[r.IntN(len(moves))])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}
