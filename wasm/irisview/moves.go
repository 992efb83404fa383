package irisview

import (
	"tessera/rules"
	"tessera/rules/iris"
	"tessera/wasm/board"
)

// placed returns the cell a stone token puts a stone on; ok is false for
// a pass or a token that is no move.
func placed(s *iris.State, token string) (cell int, ok bool) {
	m, err := s.ParseToken(token)
	if err != nil || m == iris.Pass {
		return 0, false
	}
	return int(m), true
}

// Picks gives each stone token the cell the stone goes on, as To (a stone
// comes from the bowl: no From); a pass has no cell.
func (v *View) Picks(pos rules.Position, tokens []string) []board.Pick {
	s := v.use(pos)
	picks := make([]board.Pick, 0, len(tokens))
	for _, t := range tokens {
		pk := board.Pick{Token: t}
		if _, ok := placed(s, t); ok {
			pk.To = t
		}
		picks = append(picks, pk)
	}
	return picks
}

// Anims returns the stone of a stone token appearing on its cell (it grows
// into place); a pass sets nothing moving.
func (v *View) Anims(pos rules.Position, token string, start, duration float64) []board.Anim {
	s := v.use(pos)
	if _, ok := placed(s, token); !ok {
		return nil
	}
	return []board.Anim{{Player: s.ToMove(), To: token, Start: start, Duration: duration}}
}
