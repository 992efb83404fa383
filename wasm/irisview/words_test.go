package irisview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board/boardtest"
)

func TestSay(t *testing.T) {
	var v View
	say := func(before []string, token string) string { return v.Say(position(t, 7, before...), token) }
	boardtest.CheckSay(t, say, []boardtest.Said{
		{nil, "g7", "Black placed the single first stone on g7."},
		{nil, "pass", "Black passed."},
		{[]string{"g7"}, "a1", "White placed a first stone on a1, a rim cell: the second goes opposite, on m13. White's groups now score 1."},
		{[]string{"g7", "a1"}, "m13", "White placed the second stone on m13. White's groups now score 1, 1."},
		{[]string{"g7"}, "d4", "White placed a first stone on d4, a gray cell: the second goes on a gray cell not next to it."},
		{[]string{"g7", "pass"}, "pass", "Black passed. Two passes in a row end the game."},
	})
}

// TestSayForfeitAndFullBoard plays seeded random games on the smallest
// board and checks the words of the plies where the rules forfeit a
// second stone or fill the board.
func TestSayForfeitAndFullBoard(t *testing.T) {
	var v View
	forfeits := 0
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 9))
		s := iris.New(iris.Options{Size: iris.MinSize})
		for s.ToMove() != rules.NoPlayer {
			moves := s.Legal(nil)
			m := moves[rng.IntN(len(moves))]
			if m == iris.Pass && len(moves) > 1 {
				continue
			}
			_, second := s.FirstStone()
			next := s.Clone().(*iris.State)
			next.Apply(m)
			said := v.Say(s, s.Token(m))
			full := next.Empty().Empty()
			gray := !s.Layout().Hex().OnPerimeter(int(m))
			forfeit := gray && !second && !s.SingleStoneTurn() && !full && next.ToMove() != s.ToMove()
			if forfeit {
				forfeits++
			}
			if strings.Contains(said, "forfeited") != forfeit || strings.HasSuffix(said, "The board is full: the game is over.") != full {
				t.Fatalf("seed %d: %q (forfeit %v, full %v)", seed, said, forfeit, full)
			}
			s = next
		}
	}
	if forfeits == 0 {
		t.Errorf("no game forfeited a second stone: the test tests nothing")
	}
}

func TestDescribeExpectAndWhy(t *testing.T) {
	var v View
	pos := position(t, 7, "g7", "a1")
	d := v.Describe(pos)
	boardtest.ContainsAll(t, "Describe", d,
		"Iris board of side 7: 127 cells; the 36 rim cells are coloured in opposite pairs, the others gray.",
		"Black (plain dark stones): stones on g7; group scores none yet.",
		"White (light stones with a ring): stones on a1; group scores 1.",
		"White: your second stone goes opposite a1, on m13.",
	)
	for _, c := range []struct {
		tokens []string
		want   string
	}{
		{nil, "Black: place your single first stone on a gray cell, or pass."},
		{[]string{"g7"}, "White: place your first stone of two on any empty cell, or pass."},
		{[]string{"g7", "d4"}, "White: place your second stone on an empty gray cell not next to d4 (the barred cells)."},
		{[]string{"g7", "pass", "pass"}, ""},
	} {
		if got := v.Expect(position(t, 7, c.tokens...)); got != c.want {
			t.Errorf("Expect after %v = %q, want %q", c.tokens, got, c.want)
		}
	}
	if v.Side(rules.First) != "black (plain dark stones)" || v.Side(rules.NoPlayer) != "" {
		t.Errorf("Side names are wrong")
	}
	// White's two single rim stones beat black's none; then white's four
	// against black's two: the first two tie.
	for _, c := range []struct {
		tokens []string
		want   string
	}{
		{[]string{"g7", "a1", "m13", "pass", "pass"}, "its best group holds 1 rim cell, against none for black's best."},
		{[]string{"g7", "a1", "m13", "a7", "m7", "g1", "g13", "pass", "pass"},
			"the best groups tie (1, 1); its next group holds 1 rim cell, against none for black's."},
		{[]string{"g7", "pass", "pass"}, ""},
		{[]string{"g7"}, ""},
	} {
		if got := v.Why(position(t, 7, c.tokens...)); got != c.want {
			t.Errorf("Why after %v = %q, want %q", c.tokens, got, c.want)
		}
	}
}
