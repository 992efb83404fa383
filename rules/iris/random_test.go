package iris_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// TestRandomGames plays seeded random games on every side, with no, rare
// and frequent passes, and checks after every ply: a game going on has
// legal moves; at the start of a turn every rim cell holds what its
// opposite holds (docs/rules.md: "perimeter cells are filled in opposite
// pairs"); every legal move writes a token that reads back to it (in the
// first games); and every game ends, within a ply per cell and pass, with
// a full board or two passes. It also checks that the games met forfeits
// and both kinds of ending, so the checks saw them.
func TestRandomGames(t *testing.T) {
	const games = 300     // per side
	const tokenGames = 20 // of which, games whose tokens are checked
	r := rand.New(rand.NewPCG(1, 2))
	var forfeits, full, passed int
	var moves []rules.Move
	for size := iris.MinSize; size <= iris.MaxSize; size++ {
		for game := range games {
			passChance := []float64{0, 0.01, 0.2}[game%3]
			s := iris.New(iris.Options{Size: size})
			cells := s.Layout().Hex().Len()
			var last []rules.Move
			for ply := 0; s.ToMove() != rules.NoPlayer; ply++ {
				if ply > 2*cells+2 {
					t.Fatalf("size %d game %d: not over after %d plies", size, game, ply)
				}
				checkPairs(t, s)
				moves = s.Legal(moves[:0])
				if len(moves) == 0 {
					t.Fatalf("size %d game %d ply %d: no legal move while the game goes on", size, game, ply)
				}
				if game < tokenGames {
					checkTokens(t, s, moves)
				}
				m := moves[r.IntN(len(moves))]
				if slices.Contains(moves, iris.Pass) && r.Float64() < passChance {
					m = iris.Pass
				}
				if forfeited(s, m) {
					forfeits++
				}
				s.Apply(m)
				last = append(last, m)
			}
			switch {
			case s.Empty().Empty():
				full++
			case len(last) >= 2 && last[len(last)-1] == iris.Pass && last[len(last)-2] == iris.Pass:
				passed++
			default:
				t.Fatalf("size %d game %d: over with empty cells and no two passes", size, game)
			}
		}
	}
	if forfeits == 0 || full == 0 || passed == 0 {
		t.Errorf("the games met %d forfeits, %d full boards, %d two-pass ends: want some of each", forfeits, full, passed)
	}
}

// forfeited says whether m, played in s, is a gray first stone that leaves
// no empty gray cell away from it: its second stone is forfeited.
func forfeited(s *iris.State, m rules.Move) bool {
	if m == iris.Pass || s.SingleStoneTurn() || s.Pending() >= 0 {
		return false
	}
	lay := s.Layout()
	i := lay.Bit(int(m))
	if lay.Perimeter().Has(i) {
		return false
	}
	left := s.Empty().And(lay.Gray())
	for _, n := range lay.Hex().Neighbors(int(m)) {
		left = left.AndNot(bitsOf(lay, n))
	}
	return left.AndNot(bitsOf(lay, int(m))).Empty()
}

// bitsOf returns the set of cell c alone.
func bitsOf(lay *iris.Layout, c int) iris.Bits {
	var b iris.Bits
	b.Set(lay.Bit(c))
	return b
}

// checkPairs checks that, at the start of a turn, each rim cell holds what
// its opposite holds.
func checkPairs(t *testing.T, s *iris.State) {
	t.Helper()
	if s.Pending() >= 0 {
		return
	}
	hex := s.Layout().Hex()
	for _, c := range hex.Perimeter() {
		if s.At(c) != s.At(hex.Opposite(c)) {
			t.Fatalf("rim cell %s holds %d but its opposite %s holds %d", hex.Name(c), s.At(c), hex.Name(hex.Opposite(c)), s.At(hex.Opposite(c)))
		}
	}
}

// checkTokens checks that every move writes a token that reads back to it.
func checkTokens(t *testing.T, s *iris.State, moves []rules.Move) {
	t.Helper()
	for _, m := range moves {
		token := s.Token(m)
		back, err := s.ParseToken(token)
		if err != nil || back != m {
			t.Fatalf("move %d writes %q, which reads back as %d, %v", m, token, back, err)
		}
	}
}

// TestCloneIsIndependent plays a move in a clone at every ply of seeded
// random games and checks that the original did not change.
func TestCloneIsIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for game := range 50 {
		s := iris.New(iris.Options{Size: iris.MinSize + game%4})
		for s.ToMove() != rules.NoPlayer {
			before := *s
			legal := s.Legal(nil)
			c := s.Clone()
			c.Apply(legal[r.IntN(len(legal))])
			if *s != before || !slices.Equal(s.Legal(nil), legal) {
				t.Fatalf("game %d: playing in a clone changed the original", game)
			}
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
}
