package carteso

import "tessera/rules"

// Refusal says why m, read by ParseToken but not listed by Legal, is not
// legal here (rules.Refuser): a stone goes only on an empty point, and
// passing is always allowed (docs/rules.md, Carteso).
func (s *State) Refusal(m rules.Move) string {
	p, _, ok := Placement(m)
	if !ok || s.At(p) == NoColour {
		return ""
	}
	return p.String() + " is taken by a " + s.At(p).String() + " stone"
}
