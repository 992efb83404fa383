package echelon

import "tessera/rules"

// Score is the referee's score for Echelon: empty, as docs/rules.md says, since
// the game is won outright. It encodes to JSON as {}.
type Score struct{}

// Side returns "": Echelon keeps no score.
func (Score) Side(rules.Player) string { return "" }

// Score returns Score{}.
func (s *State) Score() rules.Score { return Score{} }

// Result says whether the game is over and who won; Echelon has no draws.
func (s *State) Result() rules.Result {
	return rules.Result{Over: s.winner != rules.NoPlayer, Winner: s.winner}
}
