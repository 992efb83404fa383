package iris

// FirstStone returns the cell of this turn's first stone while its second
// stone is to come; ok is false at the start of a turn.
func (s *State) FirstStone() (cell int, ok bool) {
	if s.first == noStone {
		return 0, false
	}
	return s.lay.Cell(int(s.first)), true
}

// Forced returns the cell the second stone must go on after a first stone
// on the rim (its opposite); ok is false otherwise.
func (s *State) Forced() (cell int, ok bool) {
	if s.first == noStone || !s.lay.perimeter.Has(int(s.first)) {
		return 0, false
	}
	return s.lay.Cell(s.lay.Opposite(int(s.first))), true
}

// RuledOut returns the empty gray cells a gray first stone rules out for
// the second stone (its empty gray neighbours), in index order; empty
// otherwise.
func (s *State) RuledOut() []int {
	if s.first == noStone || !s.lay.gray.Has(int(s.first)) {
		return []int{}
	}
	return s.lay.cells(s.Empty().And(s.lay.gray).And(s.lay.around[s.first]))
}
