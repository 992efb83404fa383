package iris

import "tessera/rules"

// Refusal says why m, read by ParseToken but not listed by Legal, is not
// legal here (rules.Refuser), in docs/rules.md's words: a cell must be
// empty, black's first stone goes on a gray cell, the second stone follows
// the first (opposite a rim stone, on gray and not touching a gray one),
// and no pass replaces a second stone.
func (s *State) Refusal(m rules.Move) string {
	if m == Pass {
		return "no pass instead of a second stone"
	}
	c := int(m)
	name := s.lay.hex.Name(c)
	switch {
	case s.At(c) != rules.NoPlayer:
		return name + " is taken"
	case s.first != noStone:
		return s.secondRefusal(s.lay.Bit(c))
	case s.single && s.lay.perimeter.Has(s.lay.Bit(c)):
		return "black's first stone goes on a gray cell, not on the rim"
	}
	return ""
}

// secondRefusal says why the second stone of the turn may not go on the
// empty cell of bit i.
func (s *State) secondRefusal(i int) string {
	first := int(s.first)
	switch {
	case s.lay.perimeter.Has(first):
		opposite := s.lay.hex.Name(s.lay.Cell(s.lay.Opposite(first)))
		return "the second stone must go on the cell opposite the first, " + opposite
	case s.lay.perimeter.Has(i):
		return "after a gray first stone the second goes on a gray cell, not on the rim"
	case s.lay.around[i].Has(first):
		return "the second stone may not touch the first, " + s.lay.hex.Name(s.lay.Cell(first))
	}
	return ""
}
