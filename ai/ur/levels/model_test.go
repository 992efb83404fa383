package levels

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessera/ai/asset"
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

// TestModelNeedsBothFiles checks that the model is read when both its
// files are there and refused, naming the one missing, when either is not.
func TestModelNeedsBothFiles(t *testing.T) {
	other := map[string]string{NetFile: EndgameFile, EndgameFile: NetFile}
	for _, files := range [][]string{{NetFile, EndgameFile}, {NetFile}, {EndgameFile}} {
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
		m, err := fetchModel(asset.With(context.Background(), asset.Dir(dir)))
		switch {
		case len(files) == 2 && (err != nil || m.net == nil || m.end == nil):
			t.Errorf("with both files: %v", err)
		case len(files) == 1 && (err == nil || !strings.Contains(err.Error(), other[files[0]])):
			t.Errorf("with only %s: %v, want an error naming %s", files[0], err, other[files[0]])
		}
	}
}
