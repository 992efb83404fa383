package ur_test

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"tessera/rules"
	"tessera/rules/ur"
)

// A short random game with one piece a side: roll, pick a legal move at
// random, play it, until a side has borne its piece off.
func Example() {
	r := rand.New(rand.NewPCG(1, 2))
	s := ur.New(ur.Options{Pieces: 1})
	var moves []rules.Move
	var tokens []string
	for !s.Result().Over {
		moves = s.LegalFor(ur.Roll(r), moves[:0])
		m := moves[r.IntN(len(moves))]
		tokens = append(tokens, s.Token(m))
		s.Apply(m)
	}
	fmt.Println(strings.Join(tokens, " "))
	fmt.Printf("winner %s, score %+v\n", ur.Game{}.Players()[s.Result().Winner], s.Score())
	// Output:
	// 2:L4 2:R4 1:L2 0 0 2:R2 3:R0 2:L1 4:M2 3:M0 1:M3 2:M6 2:M4 1:R7 1:R6
	// winner right, score {Left:0 Right:1}
}
