package cartesoview

import (
	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
)

// Picks gives each stone token its point as To (a stone comes from the
// bowl: no From), a pass no cell. A point offered in the chosen colour
// (Colour) is offered in that colour only, so a tap on it plays that
// colour; a token of the other colour offered alone (a past move, a hint)
// keeps its pick.
func (v *View) Picks(pos rules.Position, tokens []string) []board.Pick {
	s := v.use(pos)
	chosen := map[carteso.Point]bool{}
	for _, t := range tokens {
		if m, err := s.ParseToken(t); err == nil {
			if p, c, ok := carteso.Placement(m); ok && c == v.Colour() {
				chosen[p] = true
			}
		}
	}
	picks := make([]board.Pick, 0, len(tokens))
	for _, t := range tokens {
		m, err := s.ParseToken(t)
		if err != nil {
			continue
		}
		p, c, ok := carteso.Placement(m)
		switch {
		case !ok:
			picks = append(picks, board.Pick{Token: t})
		case c == v.Colour() || !chosen[p]:
			picks = append(picks, board.Pick{Token: t, To: p.String()})
		}
	}
	return picks
}

// Anims returns the stone of a stone token appearing on its point (it
// grows into place); a pass sets nothing moving.
func (v *View) Anims(pos rules.Position, token string, start, duration float64) []board.Anim {
	s := v.use(pos)
	m, err := s.ParseToken(token)
	if err != nil {
		return nil
	}
	p, _, ok := carteso.Placement(m)
	if !ok {
		return nil
	}
	return []board.Anim{{Player: s.ToMove(), To: p.String(), Start: start, Duration: duration}}
}
