package play

import (
	"strconv"
	"strings"

	"tessera/rules"
)

// Expect says in words what the game waits for now, shown next to the
// board.
func (s *Session) Expect() string {
	p := s.Match.ToMove()
	switch ph := s.Phase(); {
	case !s.Hist.Latest():
		return "Reviewing move " + strconv.Itoa(s.Hist.View) + " of " + strconv.Itoa(len(s.Hist.Tokens)) + ". Press End (or click the last move) to return to the game."
	case ph == PhaseOver:
		return s.Winner()
	case ph == PhaseAI:
		return title(s.View.Side(p)) + " is playing."
	case ph == PhaseRoll && s.again():
		return title(s.View.Side(p)) + " plays again: roll the dice (Roll or Space)."
	case ph == PhaseRoll:
		return title(s.View.Side(p)) + " to roll the dice: press Roll or Space."
	}
	who := title(s.View.Side(p))
	if s.View.Chance() != nil {
		who = who + " rolled " + strconv.Itoa(s.Dice.Value)
	}
	if t, ok := s.Forced(); ok {
		if len(s.Sel.Picks) == 0 {
			return who + ": no move is possible, so the turn passes."
		}
		return who + ": only one move (" + t + "), played for you."
	}
	if pr, ok := s.View.(Prompter); ok {
		if e := pr.Expect(s.Match.Position()); e != "" {
			return e
		}
	}
	return who + ": pick a highlighted piece, then where it goes."
}

// Winner says who won and how, "" while the game goes on.
func (s *Session) Winner() string {
	r := s.Match.Result()
	switch {
	case !r.Over:
		return ""
	case s.Match.Resigned() != rules.NoPlayer:
		return title(s.View.Side(r.Winner)) + " wins: " + s.View.Side(s.Match.Resigned()) + " resigned."
	case r.Winner == rules.NoPlayer:
		return "The game is a draw."
	}
	return title(s.View.Side(r.Winner)) + " wins: " + s.View.Why(s.Match.Position())
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// again says whether the player to move also made the last ply (as after
// landing on a Ur rosette).
func (s *Session) again() bool {
	n := len(s.Hist.Tokens)
	return n > 0 && s.Match.Mover(n-1) == s.Match.ToMove()
}

// SharedNotice is what the notice over the board says on a shared game's
// page: the page's Go program says it, and the share page is sent with it
// already shown, so that the board does not move when the program starts.
const SharedNotice = "You are looking at a shared game."
