package carteso

import "tessera/rules"

// Score is the referee's score: the stones of the groups each player
// claimed, with the komi added to horizontal's.
type Score struct {
	Vertical   int    `json:"vertical"`
	Horizontal Tenths `json:"horizontal"`
}

// Claimed returns how many stones are in the groups p claimed.
func (s *State) Claimed(p rules.Player) int { return int(s.claimed[p]) }

// Score returns the score now, as a Score.
func (s *State) Score() any {
	return Score{
		Vertical:   int(s.claimed[rules.First]),
		Horizontal: Tenths(s.claimed[rules.Second])*10 + s.komi,
	}
}

// Result says whether two passes in a row ended the game and, if so, who
// has the higher score; equal scores are a draw.
func (s *State) Result() rules.Result {
	if s.passes < 2 {
		return rules.Result{Winner: rules.NoPlayer}
	}
	v := Tenths(s.claimed[rules.First]) * 10
	h := Tenths(s.claimed[rules.Second])*10 + s.komi
	switch {
	case v > h:
		return rules.Result{Over: true, Winner: rules.First}
	case h > v:
		return rules.Result{Over: true, Winner: rules.Second}
	}
	return rules.Result{Over: true, Winner: rules.NoPlayer}
}
