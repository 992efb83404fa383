package carteso_test

import (
	"encoding/json"
	"fmt"

	"tessera/rules"
	"tessera/rules/carteso"
)

// Black a1-b1 spans one row and two columns, so it is horizontal's; white
// a2, b2 and c1 close it in, and it is claimed at once, though vertical
// placed the last stone. Two passes end the game.
func Example() {
	g := carteso.Game{}
	opts, _ := rules.ParseOptionWords(g, []string{"size=5", "komi=6.5"})
	m, _ := rules.Replay(g, opts, []string{"Ba1", "Bb1", "Wa2", "Wb2", "Wc1"})
	s := m.Position().(*carteso.State)
	group, _ := s.GroupAt(carteso.At(0, 0))
	fmt.Printf("%s group %v: %dx%d, finished %v, claimed by %s\n", group.Colour, group.Stones,
		group.Rows(), group.Cols(), group.Finished, m.PlayerName(group.Claimer))
	m.Play("pass")
	m.Play("pass")
	score, _ := json.Marshal(s.Score())
	fmt.Println(string(score), m.WinnerName())
	// Output:
	// black group [a1 b1]: 1x2, finished true, claimed by horizontal
	// {"vertical":0,"horizontal":8.5} horizontal
}
