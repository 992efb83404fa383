package carteso_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// TestSetupPlaysOn sets up positions of seeded random games part way
// through and plays each game and its setup on with the same placements
// to a full board: after every one they must show the same groups, claims
// and score, so a setup knows which placements can finish its open groups
// as a played position does.
func TestSetupPlaysOn(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, size := range []int{5, 7, 9} {
		opts := rules.Options{"size": strconv.Itoa(size), "komi": "0.5"}
		for game := range 30 {
			pos, err := carteso.Game{}.New(opts)
			if err != nil {
				t.Fatal(err)
			}
			played := pos.(*carteso.State)
			var moves []rules.Move
			place := func() rules.Move { // a random placement; Pass is listed last
				moves = played.Legal(moves[:0])
				return moves[rng.IntN(len(moves)-1)]
			}
			for range 1 + rng.IntN(size*size-1) {
				played.Apply(place())
			}
			text, _ := rules.SetupText(carteso.Game{}, opts, played)
			m, err := rules.NewMatchFrom(carteso.Game{}, opts, text)
			if err != nil {
				t.Fatalf("setup %q: %v", text, err)
			}
			set := state(m).Copy()
			for ply := 0; len(played.AppendEmpty(nil)) > 0; ply++ {
				mv := place()
				played.Apply(mv)
				set.Apply(mv)
				got, want := fmt.Sprint(set.Score(), set.Groups()), fmt.Sprint(played.Score(), played.Groups())
				if got != want {
					t.Fatalf("size %d game %d: from %q, ply %d (%s): setup\n%s\nplayed\n%s", size, game, text, ply, played.Token(mv), got, want)
				}
			}
		}
	}
}
