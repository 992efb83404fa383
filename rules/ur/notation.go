package ur

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// Token writes m in docs/rules.md's notation: "3:L4" (rolled 3, moved the piece
// on L4) or a bare roll, "0" to "4".
func (s *State) Token(m rules.Move) string {
	roll := strconv.Itoa(moveRoll(m))
	if isBare(m) || s.toMove == rules.NoPlayer {
		return roll
	}
	return roll + ":" + PathCell(s.toMove, moveFrom(m)).String()
}

// ParseToken reads a token in docs/rules.md's notation for the side to move. It
// reads only: a well-formed token may still be illegal here.
func (s *State) ParseToken(token string) (rules.Move, error) {
	if token == "" || token[0] < '0' || token[0] > '0'+MaxRoll {
		return 0, notMove(token)
	}
	roll := int(token[0] - '0')
	if len(token) == 1 {
		return bareMove(roll), nil
	}
	if token[1] != ':' {
		return 0, notMove(token)
	}
	c, err := ParseCell(token[2:])
	if err != nil {
		return 0, errors.New("ur: " + strconv.Quote(token) + ": " + strconv.Quote(token[2:]) + " is not a cell (L, M or R and a row 0 to 7)")
	}
	if s.toMove == rules.NoPlayer {
		return 0, errors.New("ur: " + strconv.Quote(token) + ": the game is over")
	}
	from, ok := PathIndex(s.toMove, c)
	if !ok {
		return 0, errors.New("ur: " + strconv.Quote(token) + ": " + c.String() + " is not on " + Game{}.Players()[s.toMove] + "'s path")
	}
	return pieceMove(roll, from), nil
}

// notMove is ParseToken's error for a token that is no roll or no roll and
// cell.
func notMove(token string) error {
	return errors.New("ur: " + strconv.Quote(token) + " is not a move (a roll 0 to 4, then :cell if a piece moves)")
}
