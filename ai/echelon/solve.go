package echelon

import "tessera/rules/echelon"

// WinsWithin says, by plain exhaustive search, whether the player to move
// in pos, a game going on, can force a win within plies plies (their own
// moves are the odd plies). It is the yardstick the search is measured
// against: no table, no evaluation, no pruning beyond stopping at the
// first winning move, so it is slow past five plies.
func WinsWithin(pos *echelon.State, plies int) bool {
	if plies <= 0 {
		return false
	}
	me := pos.ToMove()
	for _, m := range pos.Legal(nil) {
		next := *pos
		next.Apply(m)
		if r := next.Result(); r.Over {
			if r.Winner == me {
				return true
			}
			continue
		}
		if plies >= 3 && LosesWithin(&next, plies-1) {
			return true
		}
	}
	return false
}

// LosesWithin says whether every move of the player to move in pos, a
// game going on, lets the opponent force a win within plies-1 more plies:
// the player to move loses within plies plies.
func LosesWithin(pos *echelon.State, plies int) bool {
	me := pos.ToMove()
	for _, m := range pos.Legal(nil) {
		next := *pos
		next.Apply(m)
		if r := next.Result(); r.Over {
			if r.Winner == me {
				return false
			}
			continue
		}
		if !WinsWithin(&next, plies-1) {
			return false
		}
	}
	return true
}
