package ecalper_test

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"tessera/rules"
	"tessera/rules/ecalper"
)

// The opening of a side-5 game with the pie rule, through the checked door:
// black places three stones, and white is offered the swap besides the
// replacement of each of them.
func Example() {
	m, _ := rules.NewMatch(ecalper.Game{}, rules.Options{"size": "5", "pie": "on"})
	for _, tok := range []string{"e5", "d4", "f6"} {
		if err := m.Play(tok); err != nil {
			fmt.Println(err)
		}
	}
	s := m.Position().(*ecalper.State)
	fmt.Println(m.PlayerName(m.ToMove()), s.Phase(), m.Legal())
	_ = m.Play("xe5")
	fmt.Printf("%s %s %+v\n", m.PlayerName(m.ToMove()), s.Phase(), s.Score())
	// Output:
	// white replace [swap xd4 xe5 xf6]
	// white place 1 of 3 {Black:{Largest:1 Groups:2} White:{Largest:1 Groups:1}}
}

// A random side-5 game to its end: every game on side 5 takes 80 plies
// (81 with a swap) and ends with one empty cell.
func Example_randomGame() {
	r := rand.New(rand.NewPCG(1, 2))
	s, _ := ecalper.New(ecalper.Options{Size: 5, Pie: false})
	var moves []rules.Move
	var tokens []string
	for s.ToMove() != rules.NoPlayer {
		moves = s.Legal(moves[:0])
		m := moves[r.IntN(len(moves))]
		tokens = append(tokens, s.Token(m))
		s.Apply(m)
	}
	fmt.Println(len(tokens), "plies:", strings.Join(tokens[:7], " "), "...", strings.Join(tokens[len(tokens)-5:], " "))
	fmt.Printf("empty %q, score %+v, winner %s\n",
		s.Board().Name(s.Empty().Cells()[0]), s.Score(), ecalper.Game{}.Players()[s.Result().Winner])
	// Output:
	// 80 plies: f7 c6 h7 xh7 c3 c1 d5 ... xd3 b4 f2 g3 xf2
	// empty "h4", score {Black:{Largest:24 Groups:4} White:{Largest:17 Groups:5}}, winner black
}
