package echelon

import (
	"errors"
	"strconv"
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
		return 0, errors.New("echelon: " + strconv.Quote(token) + " is not a move (from cell, dash, to cell, as e4-e7)")
	}
	from, err := tab.board.Parse(fromName)
	if err != nil {
		return 0, notCell(token, fromName)
	}
	to, err := tab.board.Parse(toName)
	if err != nil {
		return 0, notCell(token, toName)
	}
	return newMove(from, to), nil
}

// notCell is ParseToken's error for a token whose cell name is not a cell
// of the board.
func notCell(token, name string) error {
	return errors.New("echelon: " + strconv.Quote(token) + ": " + strconv.Quote(name) +
		" is not a cell of the side-" + strconv.Itoa(Side) + " board")
}
