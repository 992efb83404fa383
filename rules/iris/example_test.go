package iris_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/rules"
	"tessera/rules/iris"
)

// Black's single stone, white's rim stone and its forced opposite, then
// two passes end the game: white's two one-cell groups beat black's none.
func Example() {
	g := iris.Game{}
	m, err := rules.Replay(g, rules.DefaultOptions(g), []string{"g7", "a1"})
	if err != nil {
		panic(err)
	}
	s := m.Position().(*iris.State)
	forced, _ := s.Forced()
	fmt.Println(m.PlayerName(m.ToMove()), "must play", s.Layout().Hex().Name(forced), m.Legal())
	for _, token := range []string{"m13", "pass", "pass"} {
		if err := m.Play(token); err != nil {
			panic(err)
		}
	}
	score, _ := json.Marshal(m.Position().Score())
	fmt.Println(m.WinnerName(), string(score))
	// Output:
	// white must play m13 [m13]
	// white {"black":[],"white":[1,1]}
}

// A seeded random game on the smallest board, stones only, to the full
// board.
func ExampleState_Apply() {
	r := rand.New(rand.NewPCG(1, 2))
	s := iris.New(iris.Options{Size: iris.MinSize})
	plies := 0
	var moves []rules.Move
	for !s.Result().Over {
		moves = slices.DeleteFunc(s.Legal(moves[:0]), func(m rules.Move) bool { return m == iris.Pass })
		s.Apply(moves[r.IntN(len(moves))])
		plies++
	}
	fmt.Printf("%d plies, black %v, white %v, winner %s\n",
		plies, s.Scores(rules.First), s.Scores(rules.Second), iris.Game{}.Players()[s.Result().Winner])
	// Output:
	// 61 plies, black [6 2 1 1], white [7 3 2 1 1], winner white
}
