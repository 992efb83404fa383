package carteso

import (
	"strconv"

	"tessera/rules"
)

// Score is the referee's score: the stones of the groups each player
// claimed, with the komi added to horizontal's.
type Score struct {
	Vertical   int    `json:"vertical"`
	Horizontal Tenths `json:"horizontal"`
}

// Side returns p's score, as "12" or, with the komi, "6.5".
func (sc Score) Side(p rules.Player) string {
	if p == rules.First {
		return strconv.Itoa(sc.Vertical)
	}
	return sc.Horizontal.String()
}

// Claimed returns how many stones are in the groups p claimed.
func (s *State) Claimed(p rules.Player) int { return int(s.claimed[p]) }

// Score returns the score now, as a Score.
func (s *State) Score() rules.Score { return s.scoreOf(s.claimed) }

// scoreOf returns the score with claimed stones claimed by each player.
func (s *State) scoreOf(claimed [2]int16) Score {
	return Score{
		Vertical:   int(claimed[rules.First]),
		Horizontal: Tenths(claimed[rules.Second])*10 + s.komi,
	}
}

// Result says whether two passes in a row ended the game and, if so, who
// has the higher score; equal scores are a draw.
func (s *State) Result() rules.Result {
	if s.passes < 2 {
		return rules.Result{Winner: rules.NoPlayer}
	}
	return s.over(s.claimed)
}

// over returns the result of a game over with claimed stones claimed by
// each player.
func (s *State) over(claimed [2]int16) rules.Result {
	v, h := Tenths(claimed[rules.First])*10, s.scoreOf(claimed).Horizontal
	switch {
	case v > h:
		return rules.Result{Over: true, Winner: rules.First}
	case h > v:
		return rules.Result{Over: true, Winner: rules.Second}
	}
	return rules.Result{Over: true, Winner: rules.NoPlayer}
}
