package ur

import (
	"strconv"

	"tessera/rules"
)

// Score is the referee's score: pieces borne off per side.
type Score struct {
	Left  int `json:"left"`
	Right int `json:"right"`
}

// Side returns the pieces p has borne off, as a number.
func (sc Score) Side(p rules.Player) string {
	if p == rules.First {
		return strconv.Itoa(sc.Left)
	}
	return strconv.Itoa(sc.Right)
}

// Score returns the pieces each side has borne off, as a Score.
func (s *State) Score() rules.Score {
	return Score{Left: int(s.home[rules.First]), Right: int(s.home[rules.Second])}
}

// Result says whether a side has borne off every piece, and which.
func (s *State) Result() rules.Result {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if s.home[p] == s.pieces {
			return rules.Result{Over: true, Winner: p}
		}
	}
	return rules.Result{Winner: rules.NoPlayer}
}
