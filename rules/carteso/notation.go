package carteso

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// PassToken is the token of Pass.
const PassToken = "pass"

// IsPass says whether m is Pass (rules.Passer).
func (s *State) IsPass(m rules.Move) bool { return m == Pass }

var _ rules.Passer = (*State)(nil)

// colourLetters are the token prefixes of the colours.
const colourLetters = "BW"

// Token writes m in docs/rules.md's notation: "Be5", "We5" or "pass".
func (s *State) Token(m rules.Move) string {
	p, c, ok := Placement(m)
	if !ok {
		return PassToken
	}
	return colourLetters[c:c+1] + p.String()
}

// ParseToken reads a token in docs/rules.md's notation: "pass", or B (black) or
// W (white) followed by a point of this board. It reads only: a stone on an
// occupied point is well formed, and Legal does not list it.
func (s *State) ParseToken(token string) (rules.Move, error) {
	if token == PassToken {
		return Pass, nil
	}
	if token == "" || token[0] != 'B' && token[0] != 'W' {
		return 0, errors.New("carteso: " + strconv.Quote(token) + " is not a move (Be5, We5 or pass)")
	}
	p, err := ParsePoint(token[1:], int(s.size))
	if err != nil {
		return 0, rules.Wrap("carteso: "+strconv.Quote(token)+" is not a move", err)
	}
	c := Black
	if token[0] == 'W' {
		c = White
	}
	return Place(p, c), nil
}
