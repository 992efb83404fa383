package rules

import (
	"errors"
	"fmt"
)

// Refuser is a Position that says why it refuses a move: Match.Play adds
// the reason to its error, so the referee, the page and the share link's
// error page can tell a player what rule the token breaks.
type Refuser interface {
	// Refusal says, in the game's words and for a player, why m is not
	// legal here, as "d4 is taken". m is a move ParseToken read in this
	// position that Legal does not list, in a game not over (Match says
	// "the game is over" itself); for any other m the answer means nothing.
	Refusal(m Move) string
}

// refusal returns Play's error for token, read as mv but not legal in m's
// position: `<game>: "<token>" is not a legal move here`, then a colon
// and the game's reason when its position is a Refuser that gives one.
func (m *Match) refusal(token string, mv Move) error {
	msg := fmt.Sprintf("%s: %q is not a legal move here", m.game.Name(), token)
	if r, ok := m.pos.(Refuser); ok {
		if why := r.Refusal(mv); why != "" {
			return fmt.Errorf("%s: %s", msg, why)
		}
	}
	return errors.New(msg)
}
