package play_test

import (
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/wasm/board"
	"tessera/wasm/ecalperview"
	"tessera/wasm/play"
)

// opener is the AI level that opens as black in these sessions; a person
// plays white.
const opener = "random"

// newEcalper starts an Ecalper session of side 5 with the pie rule on
// tokens, the computer (opener) seated as black and a person as white.
func newEcalper(t *testing.T, tokens ...string) *play.Session {
	t.Helper()
	v := &ecalperview.View{}
	v.Layout(600, 450)
	s, err := play.New(ecalper.Game{}, v, rules.Options{"size": "5", "pie": "on"}, tokens, [2]string{opener, board.Human})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// opening plays black's three opening stones, the first legal cells.
func opening(t *testing.T, s *play.Session) {
	t.Helper()
	for range 3 {
		if err := s.Play(s.Legal()[0], 0); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSwapExchangesTheSeats(t *testing.T) {
	s := newEcalper(t)
	if s.Phase() != play.PhaseAI {
		t.Fatalf("black, the computer, opens: phase %v", s.Phase())
	}
	opening(t, s)
	// docs/rules.md: with pie=on white may play swap at the start of its first turn.
	if s.ToMove() != rules.Second || s.Phase() != play.PhaseMove || !slices.Contains(s.Extra, ecalper.SwapToken) {
		t.Fatalf("the person, white, is offered the swap: %v to move, phase %v, extras %v", s.ToMove(), s.Phase(), s.Extra)
	}
	if err := s.Play(ecalper.SwapToken, 0); err != nil {
		t.Fatal(err)
	}
	// The referee keeps white to move; the seats exchange, so the opener
	// (the computer) now plays white and moves at once.
	if s.ToMove() != rules.Second || s.Seats() != [2]string{board.Human, opener} || s.Phase() != play.PhaseAI {
		t.Fatalf("after the swap: %v to move, seats %v, phase %v", s.ToMove(), s.Seats(), s.Phase())
	}
	if s.Sides != [2]string{opener, board.Human} {
		t.Errorf("Sides are the seats at the start, kept for a new game: %v", s.Sides)
	}
	if err := s.Play(s.Legal()[0], 0); err != nil { // the computer's first white ply
		t.Fatal(err)
	}
	// Undo takes back the computer's ply and the person's swap: the person
	// is white again, offered the swap again.
	if !s.Undo() {
		t.Fatal("nothing undone")
	}
	if len(s.Hist.Tokens) != 3 || s.Seats() != [2]string{opener, board.Human} || s.Phase() != play.PhaseMove || !slices.Contains(s.Extra, ecalper.SwapToken) {
		t.Fatalf("after undo: tokens %v, seats %v, phase %v, extras %v", s.Hist.Tokens, s.Seats(), s.Phase(), s.Extra)
	}
	// Redo replays the swap and then the computer's ply, up to a person's turn.
	if !s.Redo(0) || len(s.Hist.Tokens) != 5 || s.Seats() != [2]string{board.Human, opener} {
		t.Fatalf("after redo: tokens %v, seats %v", s.Hist.Tokens, s.Seats())
	}
}

func TestSeatsFollowTheRecord(t *testing.T) {
	s := newEcalper(t)
	opening(t, s)
	if err := s.Play(ecalper.SwapToken, 0); err != nil {
		t.Fatal(err)
	}
	// A saved game, or a shared record, restored with the seats at the start.
	saved := s.Saved()
	r, err := play.New(ecalper.Game{}, &ecalperview.View{}, saved.Options, saved.Tokens, saved.Sides)
	if err != nil {
		t.Fatal(err)
	}
	if r.Seats() != [2]string{board.Human, opener} || r.Phase() != play.PhaseAI {
		t.Errorf("restored after the swap: seats %v, phase %v", r.Seats(), r.Phase())
	}
	// Reviewing an earlier position changes no seat: play goes on from the latest.
	r.Show(2)
	if r.Seat(rules.First) != board.Human {
		t.Errorf("while reviewing, black's seat is %q", r.Seat(rules.First))
	}
	// Without the swap, nobody changes seat.
	u := newEcalper(t)
	opening(t, u)
	if l := u.Legal(); l[len(l)-1][0] != 'x' || u.Play(l[len(l)-1], 0) != nil {
		t.Fatalf("a replacement is playable: %v", l)
		t.Fatal(err)
	}
	if u.Seats() != u.Sides || u.Seat(rules.NoPlayer) != "" {
		t.Errorf("no swap: seats %v, sides %v", u.Seats(), u.Sides)
	}
}

// SetSeat hands a side to another player from the latest position on,
// after a swap too, and keeps the game; SwapSeats exchanges the players.
func TestSetSeatAndSwapSeats(t *testing.T) {
	s := newEcalper(t)
	opening(t, s)
	if err := s.Play(ecalper.SwapToken, 0); err != nil {
		t.Fatal(err)
	}
	// After the swap the person plays black: hand black to another level.
	person, level, ok := s.Opponent()
	if !ok || person != rules.First || level != opener {
		t.Fatalf("Opponent after the swap = %v, %q, %v", person, level, ok)
	}
	gen, n := s.Gen, len(s.Hist.Tokens)
	s.SetSeat(rules.First, "ecalper-beginner")
	if s.Seats() != [2]string{"ecalper-beginner", opener} || len(s.Hist.Tokens) != n || s.Gen == gen {
		t.Fatalf("SetSeat(black): seats %v, %d tokens (want %d), gen %d", s.Seats(), len(s.Hist.Tokens), n, s.Gen)
	}
	if _, _, ok := s.Opponent(); ok {
		t.Error("two computers have no single opponent")
	}
	s.SetSeat(rules.Second, board.Human) // white, to move, back to a person
	if s.Phase() != play.PhaseMove || len(s.Legal()) == 0 {
		t.Errorf("white, now a person's, waits for a move: phase %v", s.Phase())
	}
	s.SwapSeats()
	if s.Seats() != [2]string{board.Human, "ecalper-beginner"} || s.Phase() != play.PhaseAI {
		t.Errorf("after SwapSeats: seats %v, phase %v", s.Seats(), s.Phase())
	}
}
