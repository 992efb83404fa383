package play

import (
	"errors"
	"strconv"

	"tessera/rules"
	"tessera/wasm/board"
)

// Phase is what the game waits for now.
type Phase string

// The phases of play.
const (
	PhaseRoll Phase = "roll" // a person must throw the dice
	PhaseMove Phase = "move" // a person must pick a move
	PhaseAI   Phase = "ai"   // an AI side is to play (it throws and moves)
	PhaseOver Phase = "over" // the game has ended
)

// How long things take on screen, in milliseconds, before Motion scales them.
const (
	MoveTime = 320
	DiceTime = 520
)

// Session is a game being played on the board. Its fields are plain data;
// its methods are the only changes, each followed by one redraw.
type Session struct {
	View   View
	Match  *rules.Match    // the latest position of the game
	Hist   board.History   // the tokens, the undone ones and the ply shown
	Sides  [2]string       // board.Human or an AI level's ID, per player at the start (Seat: now)
	Seed   uint64          // the dice's seed: the throw before ply n is DiceBits(Seed, n); 0 until the page gives one
	Rolled bool            // the dice are thrown for the coming ply
	Dice   board.Dice      // the last throw, as shown
	Now    []string        // the tokens playable after this throw
	Sel    board.Selection // the person's selection among Now
	Extra  []string        // the tokens playable now without a cell (Iris's pass), made with a button
	Ptr    board.Pointer   // the pointer gesture under way
	Cursor board.Cursor    // the keyboard cursor
	Anims  []board.Anim    // pieces on their way
	Note   string          // a polite word about the last input ("" for none)
	Said   string          // the last move in words, for the live region
	Gen    int             // counts changes of the match: stale AI replies are dropped
	Motion float64         // scales animations: 1 for the usual pace, 0 for none
	Heard  []Sound         // the sounds of the changes since the page took them (TakeSounds)
}

// New starts a session of g with opts on the record tokens, with sides.
// If a token is refused the session holds the game before it and the error
// says which.
func New(g rules.Game, v View, opts rules.Options, tokens []string, sides [2]string) (*Session, error) {
	return NewFrom(g, v, opts, "", tokens, sides)
}

// NewFrom is New from the position setup sets up by hand ("" for the
// initial position; see rules.Setup).
func NewFrom(g rules.Game, v View, opts rules.Options, setup string, tokens []string, sides [2]string) (*Session, error) {
	m, err := rules.ReplayFrom(g, opts, setup, tokens)
	if m == nil {
		return nil, err
	}
	s := &Session{View: v, Sides: sides, Motion: 1}
	s.reset(m)
	return s, err
}

// reset takes m as the whole game, showing its latest position.
func (s *Session) reset(m *rules.Match) {
	s.Match = m
	s.Hist = board.NewHistory(append([]string(nil), m.Tokens()...), m.Ply())
	s.rebuild()
}

// rebuild recomputes the offered moves after the match changed.
func (s *Session) rebuild() {
	s.Gen++
	s.Rolled, s.Now, s.Dice.Faded = false, nil, true
	s.offer()
}

// ToMove returns the player to move in the latest position (NoPlayer when over).
func (s *Session) ToMove() rules.Player { return s.Match.ToMove() }

// Phase says what the game waits for.
func (s *Session) Phase() Phase {
	switch p := s.Match.ToMove(); {
	case p == rules.NoPlayer:
		return PhaseOver
	case s.Seat(p) != board.Human:
		return PhaseAI
	case s.View.Chance() != nil && !s.Rolled:
		return PhaseRoll
	}
	return PhaseMove
}

// Shown returns the position being shown (an earlier one while reviewing).
func (s *Session) Shown() rules.Position { return s.Match.At(s.Hist.View) }

// Throw throws the dice for the coming ply at time now, whoever is to
// move: the throw is the game's, DiceBits(s.Seed, ply), so the same ply
// always throws the same. The tokens that throw allows become playable.
func (s *Session) Throw(now float64) error {
	ch := s.View.Chance()
	if ch == nil || s.Rolled || s.Match.ToMove() == rules.NoPlayer {
		return rules.Said(errors.New("play: no throw is due"), "It is not time to roll the dice.")
	}
	faces, value := ch.Throw(DiceBits(s.Seed, s.Match.Ply()))
	s.Dice = board.Dice{Faces: faces, Value: value, Start: now, Duration: DiceTime * s.Motion}
	s.Rolled, s.Now = true, ch.ForRoll(s.Match.Legal(), value)
	s.Hist.Show(s.Match.Ply())
	s.offer()
	s.hear(SoundRoll)
	return nil
}

// Legal returns the tokens playable now: those of the throw, or every legal
// token for a game without dice (or before a throw: none).
func (s *Session) Legal() []string {
	if s.View.Chance() == nil {
		return s.Match.Legal()
	}
	return s.Now
}

// Forced returns the only playable token, when there is exactly one.
func (s *Session) Forced() (string, bool) {
	if l := s.Legal(); len(l) == 1 && s.Phase() != PhaseRoll {
		return l[0], true
	}
	return "", false
}

// offer gives the person the moves they may pick now: on the board those
// with a cell, as buttons the others (unless the ply is forced: it plays
// itself).
func (s *Session) offer() {
	var picks []board.Pick
	s.Extra = nil
	if s.Phase() == PhaseMove && s.Hist.Latest() {
		_, forced := s.Forced()
		for _, p := range s.View.Picks(s.Match.Position(), s.Legal()) {
			switch {
			case p.From != "" || p.To != "":
				picks = append(picks, p)
			case !forced:
				s.Extra = append(s.Extra, p.Token)
			}
		}
	}
	s.Sel.Reset(picks)
	s.Ptr.Cancel()
}

// MoveCursor moves the keyboard cursor one step in screen direction
// (dx, dy) and returns the cell it is on. The first step only shows it:
// on the first piece that can move, or else in the middle of the board.
func (s *Session) MoveCursor(dx, dy int) string {
	g := s.View.Grid()
	if !s.Cursor.Visible {
		s.Cursor.Col, s.Cursor.Row = g.Cols/2, g.Rows/2
		if m := s.Sel.Movable(); len(m) > 0 {
			if at, ok := s.View.CellCenter(m[0]); ok {
				s.Cursor.Col, s.Cursor.Row, _ = s.View.CellAt(at)
			}
		}
	}
	s.Cursor.Move(g, dx, dy)
	return s.View.CellName(s.Cursor.Col, s.Cursor.Row)
}

// Play plays token, a legal token now, at time now: the piece animates,
// the move is said in words and the history grows. A person's throw is
// then spent (dimmed); the computer's stays shown until the next throw.
func (s *Session) Play(token string, now float64) error {
	if !contains(s.Legal(), token) {
		return rules.Said(errors.New("play: "+token+" is not playable now"), strconv.Quote(token)+" cannot be played now.")
	}
	person := s.Seat(s.ToMove()) == board.Human
	before := s.Match.Position()
	s.Said = s.View.Say(before, token)
	s.Anims = s.View.Anims(before, token, now, MoveTime*s.Motion)
	sound := s.moveSound(before, token)
	if err := s.Match.Play(token); err != nil {
		return err
	}
	s.hear(sound)
	if s.Match.Result().Over {
		s.hear(SoundEnd)
	}
	s.Hist.Push(token)
	s.Gen++
	s.Rolled, s.Now, s.Note = false, nil, ""
	s.Dice.Faded = person
	s.offer()
	return nil
}

// Resign has the player to move resign (rules.Match's "resign": always
// legal while the game goes on, never listed among the legal tokens).
func (s *Session) Resign() error {
	p := s.ToMove()
	if p == rules.NoPlayer {
		return rules.Said(errors.New("play: the game is over"), "The game is over: start a new game, or undo.")
	}
	if err := s.Match.Play(rules.Resign); err != nil {
		return err
	}
	s.Said = title(s.View.Side(p)) + " resigned."
	s.hear(SoundEnd)
	s.Anims = nil
	s.Hist.Push(rules.Resign)
	s.Gen++
	s.Rolled, s.Now, s.Note = false, nil, ""
	s.offer()
	return nil
}

// Input applies what a tap, drag or key did to the selection.
func (s *Session) Input(o board.Outcome, now float64) error {
	if o.Kind == board.Nothing {
		return nil // a release after a press, say: the press's note stands
	}
	s.Note = ""
	switch o.Kind {
	case board.Play:
		return s.Play(o.Token, now)
	case board.Refused:
		s.Note = o.Reason
		s.hear(SoundIllegal)
	}
	return nil
}

// Explain says why cell is not a move now.
func (s *Session) Explain(cell string) string {
	switch {
	case !s.Hist.Latest():
		return "You are looking at an earlier position: press End to return to the game."
	case s.Phase() == PhaseOver:
		return "The game is over."
	case s.Phase() == PhaseAI:
		return "It is not your turn."
	}
	roll := -1
	if s.Rolled {
		roll = s.Dice.Value
	}
	return s.View.Explain(s.Match.Position(), roll, cell)
}

func contains(list []string, x string) bool {
	for _, s := range list {
		if s == x {
			return true
		}
	}
	return false
}
