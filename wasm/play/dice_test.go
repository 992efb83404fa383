package play_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules/games"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// TestDiceBitsSpread: the four low bits (Ur's four dice) of a game's
// throws are spread evenly, ply after ply and pair of plies after pair, and
// across seeds at one ply. The bounds are the chi-square values that even
// dice exceed once in a thousand (15 and 255 degrees of freedom).
func TestDiceBitsSpread(t *testing.T) {
	const n = 64000
	chi := func(counts []int, total int) float64 {
		want, x := float64(total)/float64(len(counts)), 0.0
		for _, c := range counts {
			x += (float64(c) - want) * (float64(c) - want) / want
		}
		return x
	}
	for _, seed := range []uint64{1, 2, 3, 1 << 63, 0x9e3779b97f4a7c15} {
		single, pairs := make([]int, 16), make([]int, 256)
		prev := 0
		for ply := range n {
			v := int(play.DiceBits(seed, ply) & 15)
			single[v]++
			if ply > 0 {
				pairs[prev*16+v]++
			}
			prev = v
		}
		if x := chi(single, n); x > 37.7 {
			t.Errorf("seed %d: the plies' throws are uneven (chi-square %.1f)", seed, x)
		}
		if x := chi(pairs, n-1); x > 330.5 {
			t.Errorf("seed %d: successive throws depend on each other (chi-square %.1f)", seed, x)
		}
	}
	across := make([]int, 16)
	for seed := range uint64(n) {
		across[play.DiceBits(seed, 5)&15]++
	}
	if x := chi(across, n); x > 37.7 {
		t.Errorf("neighbouring seeds throw alike at ply 5 (chi-square %.1f)", x)
	}
}

// playDice plays s for up to plies plies (or to its end) with its seed's
// dice, picking moves with pick, and returns the dice's faces thrown before
// each ply.
func playDice(t *testing.T, s *play.Session, plies int, pick *rand.Rand) []string {
	t.Helper()
	var thrown []string
	for len(thrown) < plies && s.Phase() != play.PhaseOver {
		if err := s.Throw(0); err != nil {
			t.Fatal(err)
		}
		thrown = append(thrown, faces(s.Dice))
		legal := s.Legal()
		if err := s.Play(legal[pick.IntN(len(legal))], 0); err != nil {
			t.Fatal(err)
		}
	}
	return thrown
}

// faces writes a throw's faces as 1s (marked tip up) and 0s.
func faces(d board.Dice) string {
	b := make([]byte, len(d.Faces))
	for i, up := range d.Faces {
		b[i] = '0'
		if up {
			b[i] = '1'
		}
	}
	return string(b)
}

// TestUndoThenThrowAgain: for many seeds, taking plies back one by one and
// throwing again gives, at every ply, the throw first thrown there; so does
// a redo followed by a throw.
func TestUndoThenThrowAgain(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := newSession(t, "7", nil, humans)
		s.Seed = seed
		thrown := playDice(t, s, 60, rand.New(rand.NewPCG(seed, 1)))
		for ply := len(thrown) - 1; ply >= 0; ply-- {
			if !s.Undo() || len(s.Hist.Tokens) != ply {
				t.Fatalf("seed %d: undo to ply %d failed: at %d", seed, ply, len(s.Hist.Tokens))
			}
			for try := range 3 { // the throw again, and again after a redo and an undo
				if try > 0 && !(s.Redo(0) && s.Undo()) {
					t.Fatalf("seed %d: redo and undo at ply %d failed", seed, ply)
				}
				if err := s.Throw(0); err != nil {
					t.Fatal(err)
				}
				if got := faces(s.Dice); got != thrown[ply] {
					t.Fatalf("seed %d, ply %d, try %d: threw %s, first %s", seed, ply, try, got, thrown[ply])
				}
			}
		}
	}
}

// TestNewSeedNewDice: another seed throws another game (16 plies of four
// dice: equal by chance once in 2^64).
func TestNewSeedNewDice(t *testing.T) {
	var games [][]string
	for _, seed := range []uint64{1, 2, 0xdeadbeef} {
		s := newSession(t, "7", nil, humans)
		s.Seed = seed
		games = append(games, playDice(t, s, 16, rand.New(rand.NewPCG(7, 7))))
	}
	if slices.Equal(games[0], games[1]) || slices.Equal(games[0], games[2]) || slices.Equal(games[1], games[2]) {
		t.Errorf("different seeds threw the same games: %v", games)
	}
}

// TestComputerThrowsTheGamesDice: the computer's throw at a ply is the
// game's throw there (the same after the person takes their move back and
// plays it again), and it stays shown, not dimmed, until the next throw;
// the person's own throw is dimmed once played.
func TestComputerThrowsTheGamesDice(t *testing.T) {
	s := newSession(t, "7", nil, vsRandom)
	s.Seed = 11
	pick := rand.New(rand.NewPCG(3, 3))
	thrown := map[int]string{}
	for s.Match.Ply() < 20 || s.Phase() != play.PhaseRoll || s.Seat(s.Match.Mover(s.Match.Ply()-1)) == board.Human {
		person := s.Phase() == play.PhaseRoll
		ply := s.Match.Ply()
		if err := s.Throw(0); err != nil {
			t.Fatal(err)
		}
		want, _ := s.View.Chance().Throw(play.DiceBits(s.Seed, ply))
		if thrown[ply] = faces(s.Dice); thrown[ply] != faces(board.Dice{Faces: want}) {
			t.Fatalf("ply %d: threw %s, the game's throw is %v", ply, thrown[ply], want)
		}
		legal := s.Legal()
		if err := s.Play(legal[pick.IntN(len(legal))], 0); err != nil {
			t.Fatal(err)
		}
		if sc := s.Scene(0, false); sc.Dice.Faded != person || faces(sc.Dice) != thrown[ply] {
			t.Fatalf("ply %d (a person's: %v): the spent throw %s is dimmed: %v", ply, person, faces(sc.Dice), sc.Dice.Faded)
		}
	}
	checkComputerAfterUndo(t, s, thrown)
}

// checkComputerAfterUndo takes the person's last move and the computer's
// replies back, plays the move again and checks that the computer throws
// as before.
func checkComputerAfterUndo(t *testing.T, s *play.Session, thrown map[int]string) {
	t.Helper()
	before := slices.Clone(s.Hist.Tokens)
	if !s.Undo() {
		t.Fatal("undo failed")
	}
	at := len(s.Hist.Tokens)
	if err := s.Throw(0); err != nil {
		t.Fatal(err)
	}
	if err := s.Play(before[at], 0); err != nil {
		t.Fatalf("the person's move again: %v", err)
	}
	checked := 0
	for ; s.Phase() == play.PhaseAI && s.Match.Ply() < len(before); checked++ {
		ply := s.Match.Ply()
		if err := s.Throw(0); err != nil {
			t.Fatal(err)
		}
		if got := faces(s.Dice); got != thrown[ply] {
			t.Fatalf("ply %d: the computer threw %s, before %s", ply, got, thrown[ply])
		}
		if err := s.Play(before[ply], 0); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no throw of the computer's was checked after the undo")
	}
}

// TestSavedGameKeepsItsDice: the saved game keeps the seed, so the game
// restored from it throws what the game would have thrown.
func TestSavedGameKeepsItsDice(t *testing.T) {
	s := newSession(t, "7", nil, humans)
	s.Seed = 1<<64 - 5
	playDice(t, s, 9, rand.New(rand.NewPCG(1, 2)))
	saved, m, err := board.DecodeSaved(s.Saved().Encode(), games.Lookup)
	if err != nil || saved.Seed != s.Seed {
		t.Fatalf("saved seed %d, want %d (%v)", saved.Seed, s.Seed, err)
	}
	r, err := play.New(m.Game(), s.View, m.Options(), m.Tokens(), saved.Sides)
	if err != nil {
		t.Fatal(err)
	}
	r.Seed = saved.Seed
	if s.Throw(0) != nil || r.Throw(0) != nil || faces(r.Dice) != faces(s.Dice) {
		t.Errorf("the restored game threw %s, the game %s", faces(r.Dice), faces(s.Dice))
	}
}
