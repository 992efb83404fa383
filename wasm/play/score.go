package play

import (
	"strings"

	"tessera/rules"
)

// ScoreText says each side's score in the position shown, the sides named
// as the board shows them: "Score: Light 2 · Dark 0" for Ur, "Score: Black
// 5, 1 · White 8, 2" for Iris's group scores; "" for a game that keeps no
// score.
func (s *Session) ScoreText() string {
	score := s.Shown().Score()
	var parts []string
	for p := range s.Match.Game().Players() {
		if words := score.Side(rules.Player(p)); words != "" {
			parts = append(parts, title(s.SideName(rules.Player(p)))+" "+words)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Score: " + strings.Join(parts, " · ")
}

// SideName names player p as the view does, without how its pieces look:
// "light" for Ur's "light (round pieces)".
func (s *Session) SideName(p rules.Player) string { return SideName(s.View, p) }

// SideName names player p as v does, without how its pieces look (what
// the board shows, where the rules' names may differ: "light" for Ur's
// "left").
func SideName(v View, p rules.Player) string {
	name, _, _ := strings.Cut(v.Side(p), " (")
	return name
}
