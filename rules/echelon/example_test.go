package echelon_test

import (
	"fmt"

	"tessera/rules/echelon"
)

// Red auto-stomps its own piece on e4, blue dinks, and red stomps the
// two-stack on e4: a stack of exactly three with red on top wins at once.
func Example() {
	players := echelon.Game{}.Players()
	s := echelon.New(echelon.DefaultOptions())
	for _, token := range []string{"d3-e4", "g8-g7", "e3-e4"} {
		m, err := s.ParseToken(token)
		if err != nil {
			panic(err)
		}
		step := s.Describe(m)
		fmt.Printf("%s: %s moves over %d cells, stomp %v\n", token, players[step.Player], len(step.Path), step.Stomp)
		s.Apply(m)
	}
	e4, _ := echelon.Board().Parse("e4")
	fmt.Print("e4 holds")
	for _, p := range s.Stack(e4) {
		fmt.Print(" ", players[p])
	}
	fmt.Println("; winner", players[s.Result().Winner])
	// Output:
	// d3-e4: red moves over 1 cells, stomp true
	// g8-g7: blue moves over 1 cells, stomp false
	// e3-e4: red moves over 1 cells, stomp true
	// e4 holds red red red; winner red
}
