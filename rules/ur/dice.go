package ur

import (
	"math/bits"
	"math/rand/v2"

	"tessera/rules"
)

// MaxRoll is the highest roll of the four binary dice.
const MaxRoll = 4

// rollChances are the chances of rolls 0..4, in sixteenths.
var rollChances = [MaxRoll + 1]int{1, 4, 6, 4, 1}

// RollChance returns the chance of roll (0..4) in sixteenths: 1, 4, 6, 4, 1.
// Any other roll has chance 0.
func RollChance(roll int) int {
	if roll < 0 || roll > MaxRoll {
		return 0
	}
	return rollChances[roll]
}

// Roll throws the four binary dice with r.
func Roll(r *rand.Rand) int {
	return bits.OnesCount32(r.Uint32() & 0xf)
}

// Throw throws the dice with r and appends the legal moves of the roll to
// dst (rules.Thrower): a roll with no move still offers its pass.
func (s *State) Throw(r *rand.Rand, dst []rules.Move) []rules.Move {
	return s.LegalFor(Roll(r), dst)
}
