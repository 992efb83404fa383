package echelon

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"tessera/ai"
	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/echelon"
)

// replay plays space-separated tokens from the start of variant v.
func replay(t *testing.T, v echelon.Variant, tokens string) *echelon.State {
	t.Helper()
	s := echelon.New(echelon.Options{Variant: v})
	for _, tok := range strings.Fields(tokens) {
		m, err := s.ParseToken(tok)
		if err != nil || !slices.Contains(s.Legal(nil), m) {
			t.Fatalf("%s: %q is not legal (%v)", tokens, tok, err)
		}
		s.Apply(m)
	}
	return s
}

// fiveAway is a gentleman position, reached by seeded random play, where
// the player to move forces a win in five plies but not in three (the
// test checks both with the plain solver).
const fiveAway = "c1-c2 i10-i6 e4-i4 g8-h8 e1-k7 i6-i9 e3-i7 h8-h4 b1-b4 j11-j9 i7-b7 i9-j9 " +
	"b4-d6 h10-i11 b7-a6 g10-g9 e2-g2 h11-i11 a6-a1 h4-f2 d3-d2 j9-j10 k7-i5 f2-f3 c2-c5 " +
	"f3-f4 c5-g5 f4-f5 c2-c4 j10-k11 c4-e6 j9-j5 g5-g2 j5-j8 e6-e7 f5-f10 a1-a3 f10-c7 " +
	"a3-a4 k11-k10 d1-d2 g9-e9 a4-e8 j8-j6 d6-e7 g9-f8 e8-d8 j6-i5 d8-c7 e9-e10 e7-h7 " +
	"k10-k9 h7-e7 f8-e7 c7-c8 i5-h5 i4-h3 c7-b6 h3-g2 e10-f11 g2-f1 f11-g11 f1-g2"

// TestFindsForcedWins: a win in one (a stomp onto red's own stack of two),
// the opening win in three of the standard variant (b1-c1 stacks two reds
// that blue cannot reach, and a red neighbour stomps them next) and a
// gentleman win in five. The solver of solve.go confirms each
// distance; the engine must score it exactly and play a move that keeps
// the win.
func TestFindsForcedWins(t *testing.T) {
	cases := []struct {
		name  string
		pos   *echelon.State
		plies int
	}{
		{"standard in 1", replay(t, echelon.Standard, "b1-c1 g8-h8"), 1},
		{"standard in 3", replay(t, echelon.Standard, ""), 3},
		{"gentleman in 5", replay(t, echelon.Gentleman, fiveAway), 5},
	}
	for _, c := range cases {
		if !WinsWithin(c.pos, c.plies) || c.plies > 1 && WinsWithin(c.pos, c.plies-2) {
			t.Fatalf("%s: the solver does not find the shortest win in %d plies", c.name, c.plies)
		}
		r, err := New(DefaultConfig(c.plies+2, 0)).Search(context.Background(), c.pos, c.pos.Legal(nil), 1)
		if err != nil || r.Score != Mate-c.plies || MateIn(r.Score) != c.plies {
			t.Errorf("%s: score %d (mate in %d), %v; want mate in %d", c.name, r.Score, MateIn(r.Score), err, c.plies)
		}
		next := *c.pos
		next.Apply(r.Move)
		kept := next.Result().Winner == c.pos.ToMove() || c.plies > 1 && !next.Result().Over && LosesWithin(&next, c.plies-1)
		if !kept {
			t.Errorf("%s: %s does not keep the win", c.name, c.pos.Token(r.Move))
		}
	}
}

// TestAvoidsImmediateLoss plays seeded games with a two-ply search and
// checks every move it chooses: if the opponent can then win at once,
// every other move must allow that too.
func TestAvoidsImmediateLoss(t *testing.T) {
	e := New(DefaultConfig(2, 0))
	for _, v := range variants {
		for seed := range uint64(4) {
			pos := seededPosition(v, seed, 4)
			rng := rand.New(rand.NewPCG(seed, 3))
			for !pos.Result().Over {
				moves := pos.Legal(nil)
				m, err := e.Choose(context.Background(), pos, moves, rng)
				if err != nil {
					t.Fatal(err)
				}
				if hands := handsWin(pos, m); hands && !allHandWin(pos, moves) {
					t.Fatalf("%s seed %d: %s lets the opponent win at once, another move would not", v, seed, pos.Token(m))
				}
				pos.Apply(m)
			}
		}
	}
}

// handsWin says whether playing m in pos lets the opponent win at once.
func handsWin(pos *echelon.State, m rules.Move) bool {
	next := *pos
	next.Apply(m)
	if r := next.Result(); r.Over {
		return r.Winner != pos.ToMove()
	}
	return WinsWithin(&next, 1)
}

// allHandWin says whether every one of moves lets the opponent win at once.
func allHandWin(pos *echelon.State, moves []rules.Move) bool {
	for _, m := range moves {
		if !handsWin(pos, m) {
			return false
		}
	}
	return true
}

// TestLegalAcrossGames plays the two quickest levels and the random mover
// against each other in both variants, seats swapped, and checks that
// every move chosen is one offered.
func TestLegalAcrossGames(t *testing.T) {
	levels := Levels()
	pairs := [][2]ai.Engine{
		{levels[0].Engine, levels[1].Engine},
		{random.Mover{}, levels[0].Engine},
		{random.Mover{}, levels[1].Engine},
	}
	for _, v := range variants {
		for g := range 150 {
			players := pairs[g%len(pairs)]
			rng := rand.New(rand.NewPCG(uint64(g), 1))
			pos := echelon.New(echelon.Options{Variant: v})
			for ply := 0; !pos.Result().Over; ply++ {
				moves := pos.Legal(nil)
				m, err := players[(ply+g/len(pairs))%2].Choose(context.Background(), pos, moves, rng)
				if err != nil || !slices.Contains(moves, m) {
					t.Fatalf("%s game %d ply %d: %s, %v", v, g, ply, pos.Token(m), err)
				}
				pos.Apply(m)
			}
		}
	}
}

// TestRespectsDepth checks that no iteration goes past the depth limit.
func TestRespectsDepth(t *testing.T) {
	for depth := 1; depth <= 4; depth++ {
		pos := seededPosition(echelon.Gentleman, 2, 20)
		r, err := New(DefaultConfig(depth, 0)).Search(context.Background(), pos, pos.Legal(nil), 1)
		if err != nil || r.Depth > depth || r.Depth < depth && !IsMate(r.Score) {
			t.Errorf("depth %d: searched %d, score %d, %v", depth, r.Depth, r.Score, err)
		}
	}
}

// TestRespectsTime gives the opening a tenth of a second with no depth
// limit: the search must come back (the deadline is generous) having
// finished some iteration.
func TestRespectsTime(t *testing.T) {
	pos := echelon.New(echelon.Options{Variant: echelon.Gentleman})
	start := time.Now()
	r, err := New(DefaultConfig(0, 100*time.Millisecond)).Search(context.Background(), pos, pos.Legal(nil), 1)
	if err != nil || r.Depth < 1 || time.Since(start) > 10*time.Second {
		t.Errorf("depth %d after %v, %v", r.Depth, time.Since(start), err)
	}
}

// TestReproducible: the same depth and seed give the same search, noise
// included.
func TestReproducible(t *testing.T) {
	cfg := DefaultConfig(3, 0)
	cfg.Noise = 50
	for _, v := range variants {
		pos := seededPosition(v, 4, 12)
		moves := pos.Legal(nil)
		a, _ := New(cfg).Search(context.Background(), pos, moves, 7)
		b, _ := New(cfg).Search(context.Background(), pos, moves, 7)
		if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("%s: %+v then %+v", v, a, b)
		}
	}
}

// TestReproducibleAfterOthers: a search to a depth under a time cap (the
// weaker levels') gives what a fresh engine gives, whatever the engine
// searched before.
func TestReproducibleAfterOthers(t *testing.T) {
	cfg := DefaultConfig(2, time.Minute)
	cfg.Noise, cfg.Book, cfg.TableBits = 60, false, 16
	for _, v := range variants {
		pos := seededPosition(v, 4, 12)
		moves := pos.Legal(nil)
		used := New(cfg)
		for _, other := range []*echelon.State{seededPosition(v, 5, 8), pos} { // pos too, with other noise
			used.Search(context.Background(), other, other.Legal(nil), 3)
		}
		a, _ := used.Search(context.Background(), pos, moves, 7)
		b, _ := New(cfg).Search(context.Background(), pos, moves, 7)
		if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("%s: after other searches %+v, fresh %+v", v, a, b)
		}
	}
}

// TestCancelled: a context done before or during the search gives back a
// legal move at once, with the context's error.
func TestCancelled(t *testing.T) {
	pos := echelon.New(echelon.Options{Variant: echelon.Gentleman})
	moves := pos.Legal(nil)
	e := New(DefaultConfig(0, 0))
	done, cancel := context.WithCancel(context.Background())
	cancel()
	m, err := e.Choose(done, pos, moves, rand.New(rand.NewPCG(1, 1)))
	if err != context.Canceled || !slices.Contains(moves, m) {
		t.Errorf("cancelled before: %s, %v", pos.Token(m), err)
	}
	soon, cancel2 := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel2()
	start := time.Now()
	r, err := e.Search(soon, pos, moves, 1)
	if err != context.DeadlineExceeded || !slices.Contains(moves, r.Move) || time.Since(start) > 10*time.Second {
		t.Errorf("cancelled during: %s after %v, %v", pos.Token(r.Move), time.Since(start), err)
	}
}

// TestLevels: at least four levels, named echelon-..., each with an
// engine that answers within a short deadline with an offered move.
func TestLevels(t *testing.T) {
	levels := Levels()
	if len(levels) < 4 {
		t.Fatalf("%d levels", len(levels))
	}
	pos := seededPosition(echelon.Gentleman, 9, 14)
	moves := pos.Legal(nil)
	seen := map[string]bool{}
	for _, l := range levels {
		if !strings.HasPrefix(l.ID, "echelon-") || seen[l.ID] || l.Name == "" || l.Description == "" {
			t.Errorf("level %+v", l)
		}
		seen[l.ID] = true
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		m, err := l.Engine.Choose(ctx, pos, moves, rand.New(rand.NewPCG(1, 2)))
		cancel()
		if err != nil && err != context.DeadlineExceeded || !slices.Contains(moves, m) {
			t.Errorf("%s: %s, %v", l.ID, pos.Token(m), err)
		}
	}
}
