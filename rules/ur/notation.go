package ur

import (
	"fmt"
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
		return 0, fmt.Errorf("ur: %q is not a move (a roll 0 to 4, then :cell if a piece moves)", token)
	}
	roll := int(token[0] - '0')
	if len(token) == 1 {
		return bareMove(roll), nil
	}
	if token[1] != ':' {
		return 0, fmt.Errorf("ur: %q is not a move (a roll 0 to 4, then :cell if a piece moves)", token)
	}
	c, err := ParseCell(token[2:])
	if err != nil {
		return 0, fmt.Errorf("ur: %q: %q is not a cell (L, M or R and a row 0 to 7)", token, token[2:])
	}
	if s.toMove == rules.NoPlayer {
		return 0, fmt.Errorf("ur: %q: the game is over", token)
	}
	from, ok := PathIndex(s.toMove, c)
	if !ok {
		return 0, fmt.Errorf("ur: %q: %s is not on %s's path", token, c, Game{}.Players()[s.toMove])
	}
	return pieceMove(roll, from), nil
}
