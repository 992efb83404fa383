package echelon

import "tessera/rules"

// FullHash exposes the from-scratch hash to the tests.
func (s *State) FullHash() uint64 { return s.fullHash() }

// Setup builds a position for the tests from a picture: stacks maps cell
// names to their pieces bottom to top ('r' red, 'b' blue), dead lists the
// dead cells, and turn is the player to move. Positions that play cannot
// reach from the setup (a stack of four in the standard variant) are
// allowed, so the rules for them can be tested; a stack of three in the
// picture does not end the game. It panics on a bad name.
func Setup(v Variant, turn rules.Player, stacks map[string]string, dead ...string) *State {
	s := &State{variant: v}
	for name, pieces := range stacks {
		c := mustCell(name)
		for k, p := range pieces {
			if p == 'b' {
				s.owners[c] |= 1 << k
			}
		}
		s.height[c] = uint8(len(pieces))
	}
	for _, name := range dead {
		s.height[mustCell(name)] = deadCell
	}
	s.settle(turn)
	return s
}

func mustCell(name string) int {
	c, err := tab.board.Parse(name)
	if err != nil {
		panic(err)
	}
	return c
}
