package ecalper

import "tessera/rules"

// A Move is a cell index (bits 0-8) and a kind.
const (
	cellMask    = 1<<9 - 1
	replaceFlag = 1 << 9
	swapMove    = rules.Move(1 << 10)
)

// Place returns the move that places a stone on cell c.
func Place(c int) rules.Move { return rules.Move(c) }

// Replace returns the move that replaces the opponent's stone on cell c.
func Replace(c int) rules.Move { return rules.Move(c | replaceFlag) }

// Swap returns the pie move.
func Swap() rules.Move { return swapMove }

// MoveCell returns the cell a placement or replacement plays on, and
// false for swap.
func MoveCell(m rules.Move) (int, bool) {
	if m == swapMove {
		return 0, false
	}
	return int(m & cellMask), true
}

// IsReplace says whether m is a replacement.
func IsReplace(m rules.Move) bool { return m&replaceFlag != 0 }

// IsSwap says whether m is the pie move (rules.Swapper).
func (s *State) IsSwap(m rules.Move) bool { return m == swapMove }
