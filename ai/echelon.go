package ai

import (
	"tessera/ai/echelon"
)

// echelonLevels returns Echelon's levels, weakest first: alpha-beta
// searches (measured stronger than the MCTS solver at equal time; see
// ai/echelon).
func echelonLevels() []entry {
	var out []entry
	for _, l := range echelon.Levels() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"echelon"}, l.Engine})
	}
	return out
}
