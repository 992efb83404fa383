package play

import (
	"slices"

	"tessera/rules"
	"tessera/wasm/board"
)

// Undo takes back the last ply, and against an AI also the AI's plies
// before it, so that a person is to move again. It says whether anything
// was taken back.
func (s *Session) Undo() bool {
	if !s.Hist.Undo() {
		return false
	}
	for len(s.Hist.Tokens) > 0 && s.seatAt(len(s.Hist.Tokens), s.Match.At(len(s.Hist.Tokens)).ToMove()) != board.Human {
		s.Hist.Undo()
	}
	s.Match = s.Match.Upto(len(s.Hist.Tokens))
	s.restart()
	return true
}

// Redo replays the ply last taken back (and any AI plies after it, up to
// a person's turn); it says whether anything was replayed. The dice shown
// are dimmed: they are not the replayed plies' throws.
func (s *Session) Redo(now float64) bool {
	t, ok := s.Hist.Redo()
	if !ok {
		return false
	}
	s.replay(t, now)
	for s.Phase() == PhaseAI {
		t, ok := s.Hist.Redo()
		if !ok {
			break
		}
		s.replay(t, now)
	}
	s.Dice.Faded = true
	return true
}

// replay plays an undone token again, whatever the dice.
func (s *Session) replay(token string, now float64) {
	s.Rolled, s.Now = true, []string{token}
	if s.Play(token, now) != nil {
		s.restart()
	}
}

// restart shows the match's latest position after a token was taken
// back or could not be played again: the history's tokens become the
// match's, its redo line stays.
func (s *Session) restart() {
	s.Hist.Tokens = slices.Clone(s.Match.Tokens())
	s.Hist.View = len(s.Hist.Tokens)
	s.Anims = nil
	s.rebuild()
}

// Show shows the position before ply (its start: 0), for review only; play
// resumes at the latest position.
func (s *Session) Show(ply int) bool {
	changed := s.Hist.Show(ply)
	s.Anims = nil
	s.offer()
	return changed
}

// Step moves the shown position by d plies.
func (s *Session) Step(d int) bool { return s.Show(s.Hist.View + d) }

// Turn is a run of plies by one player: a row of the move list.
type Turn struct {
	Player rules.Player
	First  int      // the index of its first ply
	Tokens []string // its tokens
}

// Turns groups the record by turn (a Ur rosette's extra roll stays in the
// same turn).
func (s *Session) Turns() []Turn {
	var turns []Turn
	for i, t := range s.Hist.Tokens {
		p := s.Match.Mover(i)
		if n := len(turns); n > 0 && turns[n-1].Player == p {
			turns[n-1].Tokens = append(turns[n-1].Tokens, t)
			continue
		}
		turns = append(turns, Turn{Player: p, First: i, Tokens: []string{t}})
	}
	return turns
}

// lastTurn returns the picks of every ply of the turn that ended at ply
// view, for marking on the board.
func (s *Session) lastTurn(view int) []board.Pick {
	return LastTurn(s.View, s.Match, view)
}

// LastTurn returns the picks of the turn that ends at ply view of the
// match m: the last ply's and those of the same player just before it, as
// v marks them.
func LastTurn(v View, m *rules.Match, view int) []board.Pick {
	var picks []board.Pick
	for i := view - 1; i >= 0; i-- {
		if i < view-1 && m.Mover(i) != m.Mover(view-1) {
			break
		}
		picks = append(v.Picks(m.At(i), []string{m.Tokens()[i]}), picks...)
	}
	return picks
}

// Saved returns the game as kept in the browser's storage.
func (s *Session) Saved() board.Saved {
	return board.Saved{
		Version: board.SaveVersion,
		Game:    s.Match.Game().Name(),
		Options: s.Match.Options(),
		Setup:   s.Match.Setup(),
		Tokens:  append([]string{}, s.Hist.Tokens...),
		Undone:  s.Hist.Undone,
		Sides:   s.Sides,
		Seed:    s.Seed,
	}
}

// Link returns the share link of the game at the ply shown.
func (s *Session) Link() rules.Link {
	return rules.Link{Match: s.Match, Ply: s.Hist.View}
}

// Scene returns what to draw at time now.
func (s *Session) Scene(now float64, dark bool) *board.Scene {
	sc := &board.Scene{
		Pos:      s.Shown(),
		Last:     s.lastTurn(s.Hist.View),
		Anims:    s.Anims,
		ViewOnly: !s.Hist.Latest(),
		Dark:     dark,
		Now:      now,
	}
	if s.Hist.Latest() {
		sc.Dice = s.Dice
		sc.RollDue = s.Phase() == PhaseRoll
		sc.Movable, sc.Selected, sc.Targets = s.Sel.Movable(), s.Sel.Selected, s.Sel.Targets()
	}
	if s.Cursor.Visible {
		sc.Cursor = s.View.CellName(s.Cursor.Col, s.Cursor.Row)
	}
	if s.Ptr.Dragging() {
		at := s.Ptr.At
		sc.Drag = &at
	}
	return sc
}
