package play

import "tessera/rules"

// Preview returns the position a move shown for confirmation would leave
// (board.Selection's Pending), for the board to draw it magnified, and
// that move's cell; false when no move is shown.
func (s *Session) Preview() (rules.Position, string, bool) {
	cell, token := s.Sel.Pending, s.Sel.PendingToken()
	if cell == "" || token == "" || !s.Hist.Latest() {
		return nil, "", false
	}
	pos := s.Match.Position().Clone()
	m, err := pos.ParseToken(token)
	if err != nil {
		return nil, "", false
	}
	pos.Apply(m)
	return pos, cell, true
}
