package echelon

import "tessera/rules"

// Move ordering keys: the table's move, then the killers, then history.
const (
	orderTable  = 1 << 30
	orderKiller = 1 << 29
)

// score gives every move of ply its ordering key.
func (s *searcher) score(ply int, moves []rules.Move, ttMove rules.Move) {
	keys := s.order[ply][:0]
	k := &s.killers[ply]
	for _, m := range moves {
		var v int32
		switch m {
		case ttMove:
			v = orderTable
		case k[0]:
			v = orderKiller + 1
		case k[1]:
			v = orderKiller
		default:
			v = s.history[uint16(m)]
		}
		keys = append(keys, v)
	}
	s.order[ply] = keys
}

// pick brings the best of the moves of ply from index i on to index i
// (a selection sort step: a cut-off usually comes early) and returns it.
func (s *searcher) pick(ply, i int) rules.Move {
	moves, keys := s.moves[ply], s.order[ply]
	b := i
	for j := i + 1; j < len(keys); j++ {
		if keys[j] > keys[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	keys[i], keys[b] = keys[b], keys[i]
	return moves[i]
}

// reward records that m cut off at ply, depth plies deep.
func (s *searcher) reward(ply int, m rules.Move, depth int) {
	if k := &s.killers[ply]; k[0] != m {
		k[1], k[0] = k[0], m
	}
	h := &s.history[uint16(m)]
	*h += int32(depth * depth)
	if *h > orderKiller/2 {
		for i := range s.history {
			s.history[i] /= 2
		}
	}
}
