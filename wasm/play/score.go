package play

import (
	"strings"

	"tessera/rules"
)

// ScoreText says each side's score in the position shown: "Score: Left 2 ·
// Right 0" for Ur, "Score: Black 5, 1 · White 8, 2" for Iris's group
// scores; "" for a game that keeps no score.
func (s *Session) ScoreText() string {
	score := s.Shown().Score()
	var parts []string
	for p, name := range s.Match.Game().Players() {
		if words := score.Side(rules.Player(p)); words != "" {
			parts = append(parts, title(name)+" "+words)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Score: " + strings.Join(parts, " · ")
}
