package arena

import (
	"math/rand/v2"
	"strconv"

	"tessera/ai/ur/massugu"
	"tessera/rules"
	"tessera/rules/ur"
)

// Decision is a position and the roll to choose a move for.
type Decision struct {
	State *ur.State
	Roll  int
}

// Decisions returns n fixed mid-game decisions of the 7-piece game: board
// b is the position at a ply drawn uniformly from 20..60 of a game between
// two Massugu players, dice and ties drawn from a source seeded (seed, b)
// (games over by then are skipped), and each roll 1..4 with at least two
// legal moves there is a decision, until there are n.
func Decisions(seed uint64, n int) []Decision {
	var out []Decision
	for b := uint64(0); len(out) < n; b++ {
		r := rand.New(rand.NewPCG(seed, b))
		s := ur.New(ur.Options{Pieces: ur.MaxPieces})
		target := 20 + r.IntN(41)
		for ply := 0; ply < target && !s.Result().Over; ply++ {
			s.Apply(massugu.Choose(s, ur.Roll(r), r))
		}
		if s.Result().Over {
			continue
		}
		for roll := 1; roll <= ur.MaxRoll && len(out) < n; roll++ {
			if len(s.LegalFor(roll, nil)) >= 2 {
				out = append(out, Decision{State: s, Roll: roll})
			}
		}
	}
	return out
}

// Position returns the position a record of tokens (docs/rules.md notation,
// separated by white space) reaches in a game of pieces pieces a side: the
// way tests and tools write positions down.
func Position(pieces int, record string) (*ur.State, error) {
	m, err := rules.Replay(ur.Game{}, rules.Options{"pieces": strconv.Itoa(pieces)}, rules.SplitRecord(record))
	if err != nil {
		return nil, err
	}
	return m.Position().(*ur.State), nil
}
