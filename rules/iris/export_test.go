package iris

import "tessera/rules"

// Finished returns a finished game of side size with black and white
// stones on the given cells, for tests of scoring positions no record
// reaches quickly.
func Finished(size int, black, white []int) *State {
	s := New(Options{Size: size})
	for p, cells := range [][]int{black, white} {
		for _, c := range cells {
			s.stones[p].Set(s.lay.Bit(c))
		}
	}
	s.toMove, s.single = rules.NoPlayer, false
	return s
}
