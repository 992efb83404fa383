package ecalper

import (
	"errors"
	"strconv"
	"strings"

	"tessera/rules"
)

// SwapToken is the pie move's token.
const SwapToken = "swap"

// Token writes m in docs/rules.md's notation: "d4" places a stone on d4, "xd4"
// replaces the opponent's stone on d4, "swap" takes the pie.
func (s *State) Token(m rules.Move) string {
	c, ok := MoveCell(m)
	switch {
	case !ok:
		return SwapToken
	case IsReplace(m):
		return "x" + s.geo.board.Name(c)
	}
	return s.geo.board.Name(c)
}

// ParseToken reads a token in docs/rules.md's notation. It reads only: a
// well-formed token naming a cell of this board may still be illegal here.
func (s *State) ParseToken(token string) (rules.Move, error) {
	if token == SwapToken {
		return swapMove, nil
	}
	name, replace := strings.CutPrefix(token, "x")
	c, err := s.geo.board.Parse(name)
	if err != nil {
		return 0, errors.New("ecalper: " + strconv.Quote(token) +
			" is not a move (a cell such as d4, x and a cell such as xd4, or swap): " + err.Error())
	}
	if replace {
		return Replace(c), nil
	}
	return Place(c), nil
}
