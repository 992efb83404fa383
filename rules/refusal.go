package rules

import "strconv"

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

// MoveError reports a token Match.Play refused: played once the game is
// over, not a move of the game (Unread, ParseToken's error), or a move
// that is not legal here (for the reason Why, when the game gives one).
type MoveError struct {
	Game   Game
	Token  string
	Over   bool   // the game was over
	Unread error  // why ParseToken could not read Token, or nil
	Why    string // the game's reason the move is not legal, or ""
}

// Error says what is wrong for developers: ParseToken's error, or
// `<game>: "<token>" is not a legal move here`, then a colon and the
// game's reason when it gives one.
func (e *MoveError) Error() string {
	switch {
	case e.Over:
		return e.Game.Name() + ": " + strconv.Quote(e.Token) + ": the game is over"
	case e.Unread != nil:
		return e.Unread.Error()
	}
	msg := e.Game.Name() + ": " + strconv.Quote(e.Token) + " is not a legal move here"
	if e.Why != "" {
		msg += ": " + e.Why
	}
	return msg
}

// Unwrap returns ParseToken's error, if any.
func (e *MoveError) Unwrap() error { return e.Unread }

// Say says what is wrong for a player, and what to do.
func (e *MoveError) Say() string {
	switch {
	case e.Over:
		return "The game was already over before " + strconv.Quote(e.Token) + "."
	case e.Unread != nil:
		return sentence(Plain(e.Unread)) + " " + e.Game.Title() + "'s moves are written as its rules page shows."
	}
	msg := strconv.Quote(e.Token) + " is not a legal move here"
	if e.Why != "" {
		msg += ": " + e.Why
	}
	return msg + "."
}

// refusal returns Play's error for token, read as mv but not legal in m's
// position, with the game's reason when its position is a Refuser.
func (m *Match) refusal(token string, mv Move) error {
	e := &MoveError{Game: m.game, Token: token}
	if r, ok := m.pos.(Refuser); ok {
		e.Why = r.Refusal(mv)
	}
	return e
}
