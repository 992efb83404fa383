package iris

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

// Token writes m in docs/rules.md's notation: the cell's name, as "d4", or
// "pass".
func (s *State) Token(m rules.Move) string {
	if m == Pass {
		return PassToken
	}
	return s.lay.hex.Name(int(m))
}

// ParseToken reads a token in docs/rules.md's notation: a cell of this board or
// "pass". It reads only: a well-formed token may still be illegal here.
func (s *State) ParseToken(token string) (rules.Move, error) {
	if token == PassToken {
		return Pass, nil
	}
	c, err := s.lay.hex.Parse(token)
	if err != nil {
		return 0, errors.New("iris: " + strconv.Quote(token) + " is not a move (a cell such as d4, or pass): " + err.Error())
	}
	return rules.Move(c), nil
}
