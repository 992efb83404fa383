package levels

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tessera/ai/asset"
	"tessera/ai/ur/expectimax"
	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// TestNearPerfectIsPerfectInTheEndgame checks, in games of 2 pieces (all
// of whose positions are endgames of the committed 4-piece file), that
// the near-perfect level plays a best move of the 2-piece solved table
// (up to the file's rounding) and that the hint's chance is the table's.
func TestNearPerfectIsPerfectInTheEndgame(t *testing.T) {
	tb, _, err := solve.Solve(solve.Settings{Pieces: 2})
	if err != nil {
		t.Fatal(err)
	}
	const slack = 2.0 / solve.EndgameLevels
	decisions := 0
	for g := range 20 {
		dice, rng := rand.New(rand.NewPCG(3, uint64(g))), rand.New(rand.NewPCG(4, uint64(g)))
		s := ur.New(ur.Options{Pieces: 2})
		for s.ToMove() != rules.NoPlayer {
			moves := s.LegalFor(ur.Roll(dice), nil)
			if len(moves) >= 2 {
				decisions++
				checkPerfect(t, tb, s, moves, slack)
			}
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
	if decisions < 100 {
		t.Fatalf("only %d decisions", decisions)
	}
}

// checkPerfect checks the level's move and hint in s against tb.
func checkPerfect(t *testing.T, tb *solve.Table, s *ur.State, moves []rules.Move, slack float64) {
	t.Helper()
	best := 0.0
	for _, m := range moves {
		best = max(best, tb.MoveChance(s, m))
	}
	m, chance, err := Hint(withNet, s, moves, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if got := tb.MoveChance(s, m); got < best-slack {
		t.Fatalf("%v: the level's move %v wins %.5f, the best %.5f", s, s.Describe(m), got, best)
	}
	if want, _ := tb.WinChance(s); chance < want-slack || chance > want+slack {
		t.Fatalf("%v: hint chance %.5f, the table's %.5f", s, chance, want)
	}
}

// lazyDir returns a folder holding files, copied from static/lazy.
func lazyDir(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join("../../../static/lazy", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestModelLoadsTheEndgameWhenNeeded checks that a first decision far
// from the end reads the network alone, that the endgame is read for the
// first decision near the end, and that a missing file is named: the
// network's at once, the endgame's once a decision needs it.
func TestModelLoadsTheEndgameWhenNeeded(t *testing.T) {
	start, near := ur.New(ur.DefaultOptions()), ur.New(ur.Options{Pieces: endgamePieces})
	if needsEndgame(start) || !needsEndgame(near) {
		t.Fatalf("needsEndgame: the start %v, a %d-piece start %v", needsEndgame(start), endgamePieces, needsEndgame(near))
	}
	for _, files := range [][]string{{NetFile, EndgameFile}, {NetFile}, {EndgameFile}} {
		e := newNearPerfect()
		ctx := asset.With(context.Background(), asset.Dir(lazyDir(t, files...)))
		m, err := e.load(ctx, start)
		if !slices.Contains(files, NetFile) {
			if err == nil || !strings.Contains(err.Error(), NetFile) {
				t.Errorf("with only %v: %v, want an error naming %s", files, err, NetFile)
			}
			continue
		}
		if err != nil || m.net == nil || m.end.Load() != nil {
			t.Fatalf("with %v, far from the end: %v, endgame read %v", files, err, m != nil && m.end.Load() != nil)
		}
		m, err = e.load(ctx, near)
		switch {
		case slices.Contains(files, EndgameFile) && (err != nil || m.end.Load() == nil):
			t.Errorf("with %v, near the end: %v", files, err)
		case !slices.Contains(files, EndgameFile) && (err == nil || !strings.Contains(err.Error(), EndgameFile)):
			t.Errorf("with only %v, near the end: %v, want an error naming %s", files, err, EndgameFile)
		}
	}
}

// TestEndgameUnreadFarFromIt checks that a search as deep as the level's
// deepest gives the same chances without the endgame as with it from
// positions that needsEndgame says are far from it (those nearest the
// line among random games' positions), and different ones near it: the
// endgame is left unread only where no search would consult it.
func TestEndgameUnreadFarFromIt(t *testing.T) {
	e := newNearPerfect()
	full, err := e.load(withNet, ur.New(ur.Options{Pieces: endgamePieces}))
	if err != nil {
		t.Fatal(err)
	}
	netOnly := &model{net: full.net}
	depth := deepening[len(deepening)-1].depth
	chances := func(m *model, s *ur.State, moves []rules.Move) []float64 {
		c, err := expectimax.New(expectimax.Settings{Depth: depth, Evaluate: m.Evaluate}).MoveChances(context.Background(), s, moves)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	far, near := 0, 0
	for g := 0; far < 6 || near < 3; g++ {
		if g == 200 {
			t.Fatalf("200 games gave %d positions far from the endgame and %d near it", far, near)
		}
		dice, rng := rand.New(rand.NewPCG(5, uint64(g))), rand.New(rand.NewPCG(6, uint64(g)))
		for s := ur.New(ur.DefaultOptions()); s.ToMove() != rules.NoPlayer; {
			moves := s.LegalFor(ur.Roll(dice), nil)
			switch d := solve.MovesToEndgame(s, endgamePieces); {
			case len(moves) < 2:
			case !needsEndgame(s) && d <= depth+1 && far < 6: // the nearest that needsEndgame leaves out
				far++
				if a, b := chances(netOnly, s, moves), chances(full, s, moves); !slices.Equal(a, b) {
					t.Fatalf("%v, %d moves from the endgame: %v without it, %v with it", s, d, a, b)
				}
			case d == 1 && near < 3:
				near++
				if a, b := chances(netOnly, s, moves), chances(full, s, moves); slices.Equal(a, b) {
					t.Fatalf("%v, %d move from the endgame: the same chances %v without it", s, d, a)
				}
			}
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
}
