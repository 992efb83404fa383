package ai

import (
	"tessera/ai/ecalper"
)

// ecalperLevels returns Ecalper's levels, weakest first. Their engine
// decides the pie swap itself, so it searches on one worker.
func ecalperLevels() []entry {
	var out []entry
	for _, l := range ecalper.Levels() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"ecalper"}, l.Engine})
	}
	return out
}
