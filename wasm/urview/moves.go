package urview

import (
	"tessera/rules"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// dice is Ur's four binary dice.
type dice struct{}

// Chance returns Ur's dice.
func (v *View) Chance() play.Chance { return dice{} }

// Throw turns the low four bits into four dice: a set bit is a marked tip
// up, and the value is the number of marked tips.
func (dice) Throw(bits uint32) ([]bool, int) {
	faces := make([]bool, 4)
	n := 0
	for i := range faces {
		faces[i] = bits>>i&1 == 1
		if faces[i] {
			n++
		}
	}
	return faces, n
}

// ForRoll keeps the tokens of legal made with a roll of value: "3:L4" and
// the bare roll "3" for value 3.
func (dice) ForRoll(legal []string, value int) []string {
	var out []string
	for _, t := range legal {
		if t != "" && int(t[0]-'0') == value {
			out = append(out, t)
		}
	}
	return out
}

// step describes token in pos; ok is false for a token that is not legal.
func step(pos rules.Position, token string) (ur.Step, bool) {
	m, err := pos.ParseToken(token)
	if err != nil {
		return ur.Step{}, false
	}
	return state(pos).Describe(m), true
}

// Picks maps each token to the piece's cell and its destination (a pool
// when entering or bearing off); a bare roll has neither.
func (v *View) Picks(pos rules.Position, tokens []string) []board.Pick {
	picks := make([]board.Pick, 0, len(tokens))
	for _, t := range tokens {
		st, ok := step(pos, t)
		if !ok {
			continue
		}
		picks = append(picks, board.Pick{Token: t, From: st.From.String(), To: st.To.String()})
	}
	return picks
}

// Anims sets the moved piece travelling and, after it lands, a captured
// piece going home to its start pool.
func (v *View) Anims(pos rules.Position, token string, start, duration float64) []board.Anim {
	st, ok := step(pos, token)
	if !ok || st.Bare {
		return nil
	}
	anims := []board.Anim{{Player: st.Player, From: st.From.String(), To: st.To.String(), Start: start, Duration: duration}}
	if st.Capture {
		opp := st.Player.Other()
		anims = append(anims, board.Anim{Player: opp, From: st.To.String(),
			To: ur.PathCell(opp, 0).String(), Start: start + duration, Duration: duration * 1.4})
	}
	return anims
}

// Captures says whether token, legal in pos, sends an opponent's piece
// back to its start (play.Capturer).
func (v *View) Captures(pos rules.Position, token string) bool {
	st, ok := step(pos, token)
	return ok && st.Capture
}
