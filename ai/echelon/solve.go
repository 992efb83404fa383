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
	return someMove(pos, func(next *echelon.State) bool { return plies >= 3 && LosesWithin(next, plies-1) })
}

// LosesWithin says whether every move of the player to move in pos, a
// game going on, lets the opponent force a win within plies-1 more plies:
// the player to move loses within plies plies.
func LosesWithin(pos *echelon.State, plies int) bool {
	return !someMove(pos, func(next *echelon.State) bool { return !WinsWithin(next, plies-1) })
}

// someMove says whether the player to move in pos has a move that wins at
// once, or that leaves a game going on in which then holds, trying the
// moves in order and stopping at the first such.
func someMove(pos *echelon.State, then func(next *echelon.State) bool) bool {
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
		if then(&next) {
			return true
		}
	}
	return false
}
