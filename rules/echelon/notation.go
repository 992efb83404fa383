package echelon

import (
	"fmt"
	"strings"

	"tessera/rules"
)

// Token writes m in docs/rules.md's notation: the cell the piece leaves, a dash
// and the cell it ends on, as "e4-e7".
func (s *State) Token(m rules.Move) string {
	return tab.board.Name(moveFrom(m)) + "-" + tab.board.Name(moveTo(m))
}

// ParseToken reads a token in docs/rules.md's notation, "e4-e7". It reads only:
// a well-formed token may still be illegal here.
func (s *State) ParseToken(token string) (rules.Move, error) {
	fromName, toName, ok := strings.Cut(token, "-")
	if !ok {
		return 0, fmt.Errorf("echelon: %q is not a move (from cell, dash, to cell, as e4-e7)", token)
	}
	from, err := tab.board.Parse(fromName)
	if err != nil {
		return 0, fmt.Errorf("echelon: %q: %q is not a cell of the side-%d board", token, fromName, Side)
	}
	to, err := tab.board.Parse(toName)
	if err != nil {
		return 0, fmt.Errorf("echelon: %q: %q is not a cell of the side-%d board", token, toName, Side)
	}
	return newMove(from, to), nil
}
