package mcts

import (
	"context"
	"fmt"

	"tessera/rules"
)

// A tree plays First in Nim with turns of two plies (take 1 to 3 a ply;
// whoever takes the last counter wins), searching before each of its plies
// and advancing by both players' moves. On nine counters with both plies
// to play, only one and then one more leaves the opponent a lost seven.
func ExampleTree() {
	pos := &nim{heap: 9, mover: rules.First, left: 2, last: rules.Second}
	tr, err := NewTree(pos, Default(2000))
	if err != nil {
		panic(err)
	}
	replies := []rules.Move{3, 3}
	for !pos.Result().Over {
		var m rules.Move
		if pos.ToMove() == rules.First {
			s, _ := tr.Search(context.Background())
			m, _ = s.Best()
			fmt.Println("tree takes", m, "proven", s.Proof)
		} else {
			m, replies = replies[0], replies[1:]
			fmt.Println("opponent takes", m)
		}
		pos.Apply(m)
		tr.Advance(m)
	}
	fmt.Println("winner", pos.Result().Winner)
	// Output:
	// tree takes 1 proven won
	// tree takes 1 proven won
	// opponent takes 3
	// opponent takes 3
	// tree takes 1 proven won
	// winner 0
}
