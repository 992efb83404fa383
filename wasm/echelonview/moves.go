package echelonview

import (
	"tessera/rules"
	"tessera/rules/echelon"
	"tessera/wasm/board"
)

// step describes token in pos; ok is false for a token that is no move.
func step(pos rules.Position, token string) (echelon.Step, bool) {
	s := state(pos)
	m, err := s.ParseToken(token)
	if err != nil {
		return echelon.Step{}, false
	}
	return s.Describe(m), true
}

// name returns cell i's name.
func name(i int) string { return echelon.Board().Name(i) }

// Picks gives each token the cell of the piece that moves and the cell it
// ends on: "e4-e7" is picked as e4, then e7.
func (v *View) Picks(pos rules.Position, tokens []string) []board.Pick {
	picks := make([]board.Pick, 0, len(tokens))
	for _, t := range tokens {
		st, ok := step(pos, t)
		if !ok {
			continue
		}
		picks = append(picks, board.Pick{Token: t, From: name(st.From), To: name(st.To)})
	}
	return picks
}

// Anims sets the moving piece sliding along its line, over every cell of
// its path, to the top of the cell it ends on.
func (v *View) Anims(pos rules.Position, token string, start, duration float64) []board.Anim {
	st, ok := step(pos, token)
	if !ok {
		return nil
	}
	return []board.Anim{{Player: st.Player, From: name(st.From), To: name(st.Path[len(st.Path)-1]),
		Start: start, Duration: duration}}
}

// Captures says whether token, legal in pos, stomps onto a stack
// (play.Capturer).
func (v *View) Captures(pos rules.Position, token string) bool {
	st, ok := step(pos, token)
	return ok && st.Stomp
}
