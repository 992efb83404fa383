package board

// Pick is one playable move as a person makes it: the cell of the piece,
// then the cell it goes to. Token is the move's docs/rules.md token. A placement
// (a stone from the bowl) has no From: a tap on its To plays it. A move
// with neither (Iris's pass) is made with a button, not on the board.
type Pick struct {
	Token    string
	From, To string
}

// Outcome says what an input did to the selection.
type Outcome struct {
	Kind   OutcomeKind
	Token  string // the token to play, for Play
	Reason string // why nothing happened, in words, for Refused
}

// OutcomeKind is the kind of an Outcome.
type OutcomeKind int

// The kinds of outcome.
const (
	Nothing   OutcomeKind = iota // the input changed nothing
	Selected                     // a piece was selected; its targets are shown
	Cleared                      // the selection was cancelled
	Play                         // a move was made: play Outcome.Token
	Refused                      // the input was not a move; Reason says why
	Previewed                    // a move is shown, to be played by a second tap (Selection.Pending)
)

// Selection is what the player has picked so far among the moves playable
// now. Every input (tap, drag, keyboard) ends in Select, or in Confirm for
// a tap that must be confirmed.
type Selection struct {
	Picks    []Pick // the moves playable now; empty when it is not a person's turn
	Selected string // the selected piece's cell, "" when none
	Hinted   string // a placement's cell suggested by a hint, "" when none
	Pending  string // the cell of a move shown and not yet played (Confirm), "" when none
}

// Reset offers a new set of moves and clears the selection.
func (s *Selection) Reset(picks []Pick) {
	s.Picks, s.Selected, s.Hinted, s.Pending = picks, "", "", ""
}

// Confirm acts on cell as Select does, but a move is made in two taps, as
// Go apps do on small cells: the first tap on the cell that makes a move
// (a placement's, or a target of the selected piece) only shows the move
// there (Pending, and a Previewed outcome); a second tap on the same cell
// plays it, and a tap on another move's cell shows that one instead.
// Anything else is Select's, and clears what was shown.
func (s *Selection) Confirm(cell string, explain func(cell string) string) Outcome {
	pending := s.Pending
	s.Pending = ""
	if cell == "" || cell == pending || s.moveAt(cell) == "" {
		return s.Select(cell, explain)
	}
	s.Pending, s.Hinted = cell, ""
	return Outcome{Kind: Previewed}
}

// PendingToken returns the token of the move shown by Confirm, "" when
// none.
func (s *Selection) PendingToken() string { return s.moveAt(s.Pending) }

// moveAt returns the token a tap on cell plays now (a target of the
// selected piece, or a placement), "" when a tap there makes no move.
func (s *Selection) moveAt(cell string) string {
	if cell == "" {
		return ""
	}
	for _, from := range []string{s.Selected, ""} {
		for _, p := range s.Picks {
			if p.From == from && p.To == cell {
				return p.Token
			}
		}
	}
	return ""
}

// Movable returns the cells of the pieces that can move, each once.
func (s *Selection) Movable() []string {
	var cells []string
	for _, p := range s.Picks {
		if p.From != "" && !contains(cells, p.From) {
			cells = append(cells, p.From)
		}
	}
	return cells
}

// Places returns the cells where a placement can be made, each once.
func (s *Selection) Places() []string {
	var cells []string
	for _, p := range s.Picks {
		if p.From == "" && p.To != "" && !contains(cells, p.To) {
			cells = append(cells, p.To)
		}
	}
	return cells
}

// Targets returns the cells the selected piece can go to; with nothing
// selected, the hinted placement's cell, if any.
func (s *Selection) Targets() []string {
	var cells []string
	for _, p := range s.Picks {
		if s.Selected != "" && p.From == s.Selected {
			cells = append(cells, p.To)
		}
	}
	if s.Selected == "" && s.Hinted != "" {
		cells = append(cells, s.Hinted)
	}
	return cells
}

// Select acts on cell: with a piece selected, a target plays the move and
// the selected piece itself cancels; otherwise a movable piece is selected.
// A placement's cell plays the placement at once. Anything else is refused
// with explain(cell), the game's words for why (explain may return "" to
// refuse silently).
func (s *Selection) Select(cell string, explain func(cell string) string) Outcome {
	s.Hinted, s.Pending = "", ""
	if s.Selected != "" {
		for _, p := range s.Picks {
			if p.From == s.Selected && p.To == cell {
				s.Selected = ""
				return Outcome{Kind: Play, Token: p.Token}
			}
		}
		if cell == s.Selected {
			s.Selected = ""
			return Outcome{Kind: Cleared}
		}
	}
	s.Selected = ""
	for _, p := range s.Picks {
		if cell != "" && p.From == "" && p.To == cell {
			return Outcome{Kind: Play, Token: p.Token}
		}
	}
	if contains(s.Movable(), cell) {
		s.Selected = cell
		return Outcome{Kind: Selected}
	}
	if cell == "" {
		return Outcome{Kind: Cleared}
	}
	return Outcome{Kind: Refused, Reason: explain(cell)}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
