package carteso_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// TestFill checks Fill against Apply: from positions of seeded random games
// on several sizes, and from set-up positions with square groups claimed
// by either player, it fills the board in random orders with stones of
// random colours through Apply, passes twice, and compares the score and
// the result with Fill's for the same placements, which must leave the
// position as it was.
func TestFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, size := range []int{5, 6, 7, 9, 11, 19} {
		for game := range map[int]int{5: 200, 6: 100, 7: 60, 9: 40, 11: 20, 19: 4}[size] {
			s := carteso.New(carteso.Options{Size: size, Komi: carteso.Tenths(game%9*10 - 35)})
			for range rng.IntN(size * size) {
				moves := s.Legal(nil)
				s.Apply(moves[rng.IntN(len(moves)-1)]) // a placement (Pass is last), so the game goes on
			}
			checkFill(t, rng, s, fmt.Sprintf("size %d game %d", size, game))
		}
	}
	for _, text := range []string{
		"vertical_bx:a1_w:b1.a2", "horizontal_bx:a1_w:b1.a2",
		"vertical_b:a1_w:b1.a2", "horizontal_wx:c3_w:c4.d3.d4_b:c2.d2.b3.b4.e3.e4.c5.d5",
	} {
		m, err := rules.NewMatchFrom(carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, text)
		if err != nil {
			t.Fatal(err)
		}
		for game := range 20 {
			checkFill(t, rng, m.Position().(*carteso.State), fmt.Sprintf("%s game %d", text, game))
		}
	}
}

// checkFill compares Fill with Apply for a few random fills of s.
func checkFill(t *testing.T, rng *rand.Rand, s *carteso.State, game string) {
	t.Helper()
	for fill := range 4 {
		order := s.AppendEmpty(nil)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		colours := make([]carteso.Colour, len(order))
		for k := range colours {
			colours[k] = carteso.Colour(rng.IntN(2))
		}
		before := fmt.Sprint(s.Groups(), s.Score(), s.ToMove())
		score, res := s.Fill(order, colours)
		c := s.Copy()
		for k, p := range order {
			c.Apply(carteso.Place(p, colours[k]))
		}
		c.Apply(carteso.Pass)
		c.Apply(carteso.Pass)
		where := fmt.Sprintf("%s fill %d", game, fill)
		if score != c.Score() || res != c.Result() {
			t.Fatalf("%s: Fill %+v %+v, Apply %+v %+v", where, score, res, c.Score(), c.Result())
		}
		if after := fmt.Sprint(s.Groups(), s.Score(), s.ToMove()); after != before {
			t.Fatalf("%s: Fill changed the position", where)
		}
	}
}
