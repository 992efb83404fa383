package echelon

import "tessera/rules"

// Score is the referee's score for Echelon: empty, as SPEC.md says, since
// the game is won outright. It encodes to JSON as {}.
type Score struct{}

// Score returns Score{}.
func (s *State) Score() any { return Score{} }

// Result says whether the game is over and who won; Echelon has no draws.
func (s *State) Result() rules.Result {
	return rules.Result{Over: s.winner != rules.NoPlayer, Winner: s.winner}
}
