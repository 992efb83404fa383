package ai

import (
	"tessera/ai/carteso"
)

// cartesoLevels returns Carteso's levels, weakest first: tree searches,
// shared out over the browser's workers as Iris's are.
func cartesoLevels() []entry {
	var out []entry
	for _, l := range carteso.Levels() {
		out = append(out, entry{Level{ID: l.ID, Name: l.Name, Description: l.Description}, []string{"carteso"}, treeSearch{l.Engine.Config}})
	}
	return out
}
