package play

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ScoreText says each side's score in the position shown, from its JSON
// (SPEC.md's referee scores): "Score: Left 2 · Right 0" for Ur, "Score:
// Black 5, 1 · White 8, 2" for Iris's group scores; "" for a game whose
// score names no player.
func (s *Session) ScoreText() string {
	raw, err := json.Marshal(s.Shown().Score())
	if err != nil {
		return ""
	}
	var fields map[string]any
	if json.Unmarshal(raw, &fields) != nil {
		return ""
	}
	var parts []string
	for _, name := range s.Match.Game().Players() {
		if v, ok := fields[name]; ok {
			parts = append(parts, title(name)+" "+scoreWords(v))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Score: " + strings.Join(parts, " · ")
}

// scoreWords writes one side's score from its JSON: a list as "8, 5, 1"
// (or "none"), an object as its fields "groups 2, largest 5".
func scoreWords(v any) string {
	switch x := v.(type) {
	case []any:
		if len(x) == 0 {
			return "none"
		}
		words := make([]string, len(x))
		for i, e := range x {
			words[i] = scoreWords(e)
		}
		return strings.Join(words, ", ")
	case map[string]any:
		keys := slices.Sorted(maps.Keys(x))
		words := make([]string, len(keys))
		for i, k := range keys {
			words[i] = k + " " + scoreWords(x[k])
		}
		return strings.Join(words, ", ")
	}
	return fmt.Sprint(v)
}
