package ecalperview

import (
	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
)

// cellOf returns the cell a token plays on, its name, and whether it
// replaces a stone; ok is false for swap or a token that is no move.
func cellOf(s *ecalper.State, token string) (cell int, name string, replace, ok bool) {
	m, err := s.ParseToken(token)
	if err != nil {
		return 0, "", false, false
	}
	c, ok := ecalper.MoveCell(m)
	if !ok {
		return 0, "", false, false
	}
	return c, s.Board().Name(c), ecalper.IsReplace(m), true
}

// Picks gives each token its cell as To, one tap plays it: a placement
// the empty cell, a replacement ("xd4") the marked stone it turns over
// (d4). A swap has no cell.
func (v *View) Picks(pos rules.Position, tokens []string) []board.Pick {
	s := v.use(pos)
	picks := make([]board.Pick, 0, len(tokens))
	for _, t := range tokens {
		pk := board.Pick{Token: t}
		if _, name, _, ok := cellOf(s, t); ok {
			pk.To = name
		}
		picks = append(picks, pk)
	}
	return picks
}

// Anims returns the stone a token puts on its cell, growing into place; a
// replacement's has the cell as From too: it grows over the opponent's
// stone, which shows until it is covered. A swap sets nothing moving.
func (v *View) Anims(pos rules.Position, token string, start, duration float64) []board.Anim {
	s := v.use(pos)
	_, name, replace, ok := cellOf(s, token)
	if !ok {
		return nil
	}
	a := board.Anim{Player: s.ToMove(), To: name, Start: start, Duration: duration}
	if replace {
		a.From = name
	}
	return []board.Anim{a}
}

// Captures says whether token, legal in pos, replaces an opponent's stone
// (play.Capturer).
func (v *View) Captures(pos rules.Position, token string) bool {
	_, _, replace, ok := cellOf(v.use(pos), token)
	return ok && replace
}
