package carteso_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// randomGame plays a seeded random game on a board of side size with komi
// (in docs/rules.md's spelling) through the contract, mostly placements, and
// calls check before every move and once at the end.
func randomGame(t *testing.T, rng *rand.Rand, size int, komi string, check func(s *carteso.State, ply int)) {
	t.Helper()
	pos, err := carteso.Game{}.New(rules.Options{"size": fmt.Sprint(size), "komi": komi})
	if err != nil {
		t.Fatal(err)
	}
	s := pos.(*carteso.State)
	var moves []rules.Move
	ply := 0
	for ; !s.Result().Over; ply++ {
		check(s, ply)
		moves = s.Legal(moves[:0])
		m := moves[rng.IntN(len(moves))]
		if m == carteso.Pass && len(moves) > 1 && rng.IntN(8) != 0 {
			m = moves[rng.IntN(len(moves)-1)] // Pass is listed last: keep games long
		}
		s.Apply(m)
	}
	check(s, ply)
}

// TestRandomGames checks invariants over seeded random games on several
// sizes: claims are never lost and never change hands, the view reports a
// group finished exactly when it is claimed, the score is the claimed
// stones plus the komi, every legal move's token reads back to it, and the
// game is over exactly when nobody is to move and no move is legal.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, size := range []int{5, 8, 9, 13, 19} {
		games := map[int]int{5: 200, 8: 60, 9: 60, 13: 15, 19: 5}[size]
		for game := range games {
			komi := []string{"0.5", "6.5", "7", "-1.5"}[game%4]
			claimedBy := map[carteso.Point]rules.Player{}
			randomGame(t, rng, size, komi, func(s *carteso.State, ply int) {
				where := fmt.Sprintf("size %d game %d ply %d", size, game, ply)
				checkClaimsKept(t, s, claimedBy, where)
				checkScore(t, s, where)
				if game < 3 {
					checkTokens(t, s, where)
				}
				if s.Result().Over != (s.ToMove() == rules.NoPlayer) || s.Result().Over != (len(s.Legal(nil)) == 0) {
					t.Fatalf("%s: over %v, to move %d, %d legal moves", where, s.Result().Over, s.ToMove(), len(s.Legal(nil)))
				}
			})
		}
	}
}

// checkClaimsKept checks that every stone once in a claimed group still is,
// for the same claimer, and records the stones claimed now.
func checkClaimsKept(t *testing.T, s *carteso.State, claimedBy map[carteso.Point]rules.Player, where string) {
	t.Helper()
	for p, who := range claimedBy {
		if g, ok := s.GroupAt(p); !ok || g.Claimer != who {
			t.Fatalf("%s: %s was claimed by %d, now by %d", where, p, who, g.Claimer)
		}
	}
	for _, g := range s.Groups() {
		if g.Finished != (g.Claimer != rules.NoPlayer) {
			t.Fatalf("%s: group %v finished %v, claimer %d", where, g.Stones, g.Finished, g.Claimer)
		}
		for _, p := range g.Stones {
			if g.Claimer != rules.NoPlayer {
				claimedBy[p] = g.Claimer
			}
		}
	}
}

// checkScore checks the score against the stones of the claimed groups.
func checkScore(t *testing.T, s *carteso.State, where string) {
	t.Helper()
	var stones [2]int
	for _, g := range s.Groups() {
		if g.Claimer != rules.NoPlayer {
			stones[g.Claimer] += len(g.Stones)
		}
	}
	want := carteso.Score{Vertical: stones[0], Horizontal: carteso.Tenths(stones[1])*10 + s.Komi()}
	if got := s.Score(); got != want || s.Claimed(vertical) != stones[0] || s.Claimed(horizontal) != stones[1] {
		t.Fatalf("%s: score %+v, claimed %d and %d; the claimed groups hold %v", where, got, s.Claimed(vertical), s.Claimed(horizontal), stones)
	}
}

// checkTokens checks that every legal move writes a token that reads back.
func checkTokens(t *testing.T, s *carteso.State, where string) {
	t.Helper()
	for _, m := range s.Legal(nil) {
		back, err := s.ParseToken(s.Token(m))
		if err != nil || back != m {
			t.Fatalf("%s: token %q of move %d reads back as %d, %v", where, s.Token(m), m, back, err)
		}
	}
}

// TestClaimedGroupsNeverMerge checks, in every position of seeded random
// games on small boards, that no empty point touches two claimed groups of
// one colour: no placement can ever join two claimed groups (see the
// package doc for why).
func TestClaimedGroupsNeverMerge(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, size := range []int{5, 6, 7} {
		for game := range 150 {
			randomGame(t, rng, size, "0.5", func(s *carteso.State, ply int) {
				for r := range size {
					for c := range size {
						p := carteso.At(c, r)
						if s.At(p) != carteso.NoColour {
							continue
						}
						for _, colour := range []carteso.Colour{carteso.Black, carteso.White} {
							if n := claimedAround(s, p, colour); n > 1 {
								t.Fatalf("size %d game %d ply %d: %s touches %d claimed %v groups", size, game, ply, p, n, colour)
							}
						}
					}
				}
			})
		}
	}
}

// claimedAround counts the distinct claimed groups of colour next to p.
func claimedAround(s *carteso.State, p carteso.Point, colour carteso.Colour) int {
	seen := map[carteso.Point]bool{}
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		c, r := p.Col()+d[0], p.Row()+d[1]
		if c < 0 || r < 0 || c >= s.Size() || r >= s.Size() {
			continue
		}
		q := carteso.At(c, r)
		if g, ok := s.GroupAt(q); ok && g.Colour == colour && g.Claimer != rules.NoPlayer {
			seen[g.Stones[0]] = true
		}
	}
	return len(seen)
}

// TestClone checks that a clone is independent of its original.
func TestClone(t *testing.T) {
	m := play(t, small, squareL[:10]...)
	s := state(m)
	before, _ := json.Marshal(s.Score())
	c := s.Clone().(*carteso.State)
	c.Apply(carteso.Place(point(t, "d3", 5), carteso.White)) // closes the L in the clone
	if got, _ := json.Marshal(c.Score()); string(got) != `{"vertical":0,"horizontal":5.5}` {
		t.Fatalf("clone after Wd3: score %s, want horizontal 5 + 0.5", got)
	}
	after, _ := json.Marshal(s.Score())
	if string(after) != string(before) || s.At(point(t, "d3", 5)) != carteso.NoColour || s.ToMove() != vertical {
		t.Errorf("playing on the clone changed the original: score %s, d3 %v, to move %d", after, s.At(point(t, "d3", 5)), s.ToMove())
	}
	if g, _ := s.GroupAt(point(t, "a1", 5)); g.Finished {
		t.Error("the original's L is finished")
	}
}

// TestReferee checks the referee's view of a game through rules.Match
// (docs/rules.md, the referee): player names, sorted tokens, winner, score.
func TestReferee(t *testing.T) {
	m := play(t, small, rowWalledIn...)
	if got := m.PlayerName(m.ToMove()); got != "horizontal" {
		t.Errorf("toMove %q, want horizontal", got)
	}
	legal := m.Legal()
	for i := 1; i < len(legal); i++ {
		if legal[i-1] >= legal[i] {
			t.Fatalf("legal tokens not sorted by bytes: %q", legal)
		}
	}
	if legal[0] != "Ba3" || legal[len(legal)-1] != "pass" {
		t.Errorf("legal from %q to %q, want Ba3 to pass", legal[0], legal[len(legal)-1])
	}
	m.Play("pass")
	m.Play("pass")
	score, _ := json.Marshal(m.Position().Score())
	if string(score) != `{"vertical":0,"horizontal":2.5}` || m.WinnerName() != "horizontal" || m.PlayerName(m.ToMove()) != "" {
		t.Errorf("end: score %s, winner %q, to move %q", score, m.WinnerName(), m.PlayerName(m.ToMove()))
	}
	if legal, _ := json.Marshal(m.Legal()); string(legal) != "[]" {
		t.Errorf("legal at the end encodes as %s, want []", legal)
	}
}

// TestCopyTo checks that CopyTo makes an independent copy, into a zero
// State and into one holding another game.
func TestCopyTo(t *testing.T) {
	s := state(play(t, small, squareL[:10]...))
	other := state(play(t, []string{"size=9"}, "Be5", "Wd4"))
	for _, dst := range []*carteso.State{{}, other} {
		s.CopyTo(dst)
		if describe(dst) != describe(s) {
			t.Fatalf("copy %s, original %s", describe(dst), describe(s))
		}
		dst.Apply(carteso.Place(point(t, "d3", 5), carteso.White))
		if g, _ := dst.GroupAt(point(t, "a1", 5)); !g.Finished {
			t.Error("Wd3 did not close the L in the copy")
		}
		if g, _ := s.GroupAt(point(t, "a1", 5)); g.Finished || s.At(point(t, "d3", 5)) != carteso.NoColour {
			t.Error("playing on the copy changed the original")
		}
	}
}
