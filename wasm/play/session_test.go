package play_test

import (
	"slices"
	"strings"
	"testing"

	"tessera/rules"
	"tessera/rules/games"
	ur "tessera/rules/ur"
	"tessera/wasm/board"
	"tessera/wasm/play"
	"tessera/wasm/urview"
)

var (
	humans   = [2]string{board.Human, board.Human}
	vsRandom = [2]string{board.Human, "random"}
)

// newSession starts an Ur session with pieces on tokens.
func newSession(t *testing.T, pieces string, tokens []string, sides [2]string) *play.Session {
	t.Helper()
	s, err := play.New(ur.Game{}, &urview.View{}, rules.Options{"pieces": pieces}, tokens, sides)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// throwValue throws value at s's coming ply: s gets the first dice seed
// whose throw there is value.
func throwValue(t *testing.T, s *play.Session, value int) {
	t.Helper()
	for seed := uint64(1); seed < 1000; seed++ {
		if _, v := s.View.Chance().Throw(play.DiceBits(seed, s.Match.Ply())); v == value {
			s.Seed = seed
			if err := s.Throw(0); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no seed below 1000 throws %d at ply %d", value, s.Match.Ply())
}

func TestThrowThenPick(t *testing.T) {
	s := newSession(t, "7", nil, humans)
	if s.Phase() != play.PhaseRoll || len(s.Sel.Picks) != 0 {
		t.Fatalf("a new game should wait for a throw: %v, picks %v", s.Phase(), s.Sel.Picks)
	}
	if o := s.Sel.Select("L4", s.Explain); o.Kind != board.Refused || o.Reason != "Roll the dice first." {
		t.Errorf("picking before the throw: %+v", o)
	}
	throwValue(t, s, 4)
	if s.Phase() != play.PhaseMove || !slices.Equal(s.Legal(), []string{"4:L4"}) {
		t.Fatalf("after throwing 4: %v %v", s.Phase(), s.Legal())
	}
	if tok, ok := s.Forced(); !ok || tok != "4:L4" {
		t.Errorf("Forced = %q, %v; want the only move", tok, ok)
	}
	if err := s.Throw(0); err == nil {
		t.Errorf("a second throw before moving was accepted")
	}
	s.Sel.Select("L4", s.Explain)
	if err := s.Input(s.Sel.Select("L0", s.Explain), 0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Hist.Tokens, []string{"4:L4"}) || s.ToMove() != rules.First || s.Phase() != play.PhaseRoll {
		t.Errorf("after 4:L4 (a rosette) left should throw again: %v, %v, %v", s.Hist.Tokens, s.ToMove(), s.Phase())
	}
	if !strings.Contains(s.Said, "rolls again") || !strings.Contains(s.Expect(), "plays again") {
		t.Errorf("the rosette's extra roll is not announced: %q, %q", s.Said, s.Expect())
	}
	s.Input(board.Outcome{Kind: board.Refused, Reason: "no"}, 0)
	s.Input(board.Outcome{}, 0)
	if s.Note != "no" {
		t.Errorf("an input that did nothing wiped the note: %q", s.Note)
	}
	if err := s.Play("2:L0", 0); err == nil {
		t.Errorf("a move was played without a throw")
	}
}

func TestBareRollIsForced(t *testing.T) {
	s := newSession(t, "7", nil, humans)
	throwValue(t, s, 0)
	if tok, ok := s.Forced(); !ok || tok != "0" || len(s.Sel.Picks) != 0 {
		t.Fatalf("a throw of 0: Forced = %q, %v, picks %v", tok, ok, s.Sel.Picks)
	}
	if !strings.Contains(s.Expect(), "turn passes") {
		t.Errorf("Expect = %q", s.Expect())
	}
	s.Play("0", 0)
	if s.ToMove() != rules.Second {
		t.Errorf("a bare roll did not pass the turn")
	}
}

func TestTurnsGroupExtraRolls(t *testing.T) {
	s := newSession(t, "7", []string{"4:L4", "2:L0", "4:R4", "2:R0"}, humans)
	turns := s.Turns()
	if len(turns) != 2 || turns[0].Player != rules.First || !slices.Equal(turns[1].Tokens, []string{"4:R4", "2:R0"}) || turns[1].First != 2 {
		t.Errorf("Turns = %+v", turns)
	}
	sc := s.Scene(0, false)
	if len(sc.Last) != 2 || sc.Last[1].To != "M1" || sc.Last[0].From != "R4" {
		t.Errorf("the last turn's marks = %+v", sc.Last)
	}
}

func TestUndoAgainstAI(t *testing.T) {
	s := newSession(t, "7", []string{"4:L4", "2:L0", "4:R4", "2:R0"}, vsRandom)
	if !s.Undo() {
		t.Fatal("Undo failed")
	}
	// Back to the person's turn before their last move: the AI's two plies
	// and the person's 2:L0 are taken back.
	if !slices.Equal(s.Hist.Tokens, []string{"4:L4"}) || s.Phase() != play.PhaseRoll || s.ToMove() != rules.First {
		t.Errorf("undo should take back the AI's plies and the person's move: %v, %v", s.Hist.Tokens, s.Phase())
	}
	if !s.Redo(0) || len(s.Hist.Tokens) != 4 {
		t.Errorf("redo should replay the AI's plies up to the person's turn: %v", s.Hist.Tokens)
	}
	if s.Redo(0) {
		t.Errorf("a second redo had something to replay")
	}
}

func TestShowIsViewOnly(t *testing.T) {
	s := newSession(t, "7", []string{"4:L4", "2:L0", "4:R4", "2:R0"}, humans)
	throwValue(t, s, 1)
	if !s.Show(1) || s.Hist.Latest() {
		t.Fatal("Show(1) did not move the view")
	}
	sc := s.Scene(0, false)
	if !sc.ViewOnly || len(sc.Movable) != 0 || sc.Pos.(*ur.State).Occupant(ur.Cell{Col: 'L', Row: 0}) != rules.First {
		t.Errorf("an earlier position is shown for viewing only: %+v", sc)
	}
	if o := s.Sel.Select("M1", s.Explain); o.Kind != board.Refused || !strings.Contains(o.Reason, "earlier position") {
		t.Errorf("a click while reviewing: %+v", o)
	}
	if !strings.HasPrefix(s.Expect(), "Reviewing move 1 of 4") {
		t.Errorf("Expect = %q", s.Expect())
	}
	s.Show(4)
	if len(s.Sel.Movable()) == 0 {
		t.Errorf("back at the latest position the throw's moves are offered again")
	}
}

func TestSavedAndRecordText(t *testing.T) {
	s := newSession(t, "3", []string{"4:L4", "2:L0"}, vsRandom)
	saved, m, err := board.DecodeSaved(s.Saved().Encode(), games.Lookup)
	if err != nil || saved.Sides != vsRandom || m.Ply() != 2 {
		t.Fatalf("saved game: %+v, %v", saved, err)
	}
	text := play.RecordText(s.Match)
	if text != "pieces=3 4:L4 2:L0" {
		t.Errorf("RecordText = %q", text)
	}
	m2, err := play.ParseRecordText(ur.Game{}, "pieces=3\n4:L4\t2:L0 ")
	if err != nil || !slices.Equal(m2.Tokens(), s.Hist.Tokens) {
		t.Errorf("ParseRecordText = %v, %v", m2, err)
	}
	if _, err := play.ParseRecordText(ur.Game{}, "4:L4 3:M7"); err == nil {
		t.Errorf("an illegal record was read")
	}
	if _, err := play.ParseRecordText(ur.Game{}, "pieces=8 4:L4"); err == nil {
		t.Errorf("a bad option was read")
	}
}

func TestWholeGameBySeededDice(t *testing.T) {
	dice := play.NewSeeded(3)
	s := newSession(t, "2", nil, humans)
	s.Seed = 3
	for ply := 0; s.Phase() != play.PhaseOver; ply++ {
		if ply > 2000 {
			t.Fatal("the game does not end")
		}
		if err := s.Throw(0); err != nil {
			t.Fatal(err)
		}
		if len(s.Extra) != 0 {
			t.Fatalf("Ur has no move without a cell but a forced bare roll: %v", s.Extra)
		}
		legal := s.Legal()
		if err := s.Play(legal[int(dice.Uint32())%len(legal)], 0); err != nil {
			t.Fatal(err)
		}
	}
	if w := s.Winner(); !strings.Contains(w, "wins: all 2 pieces borne off") {
		t.Errorf("Winner = %q", w)
	}
	n := 0
	for _, turn := range s.Turns() {
		n += len(turn.Tokens)
	}
	if n != len(s.Hist.Tokens) {
		t.Errorf("the turns hold %d plies of %d", n, len(s.Hist.Tokens))
	}
}

func TestSeedFrom(t *testing.T) {
	for frag, want := range map[string]int64{"#seed=42": 42, "seed=7": 7, "#a=1&seed=9": 9, "#seed=x": -1, "": -1, "#seeds=3": -1} {
		got, ok := play.SeedFrom(frag)
		if (want < 0 && ok) || (want >= 0 && (!ok || got != uint64(want))) {
			t.Errorf("SeedFrom(%q) = %d, %v; want %d", frag, got, ok, want)
		}
	}
	a, b := play.NewSeeded(5), play.NewSeeded(5)
	if a.Uint32() != b.Uint32() || a.Uint64() != b.Uint64() {
		t.Errorf("equal seeds gave different bits")
	}
}

func TestPaceFrom(t *testing.T) {
	for frag, want := range map[string]float64{"#pace=0": 0, "#seed=3&pace=0.5": 0.5, "": 1, "#pace=2": 1, "#pace=-1": 1, "#pace=NaN": 1, "#pace=x": 1} {
		if got := play.PaceFrom(frag); got != want {
			t.Errorf("PaceFrom(%q) = %v, want %v", frag, got, want)
		}
	}
}

// TestResign checks that the player to move can resign (docs/rules.md, any
// game): the game ends, the other side wins, the record keeps "resign",
// and undo takes it back.
func TestResign(t *testing.T) {
	s := newSession(t, "2", []string{"2:L4"}, humans)
	mover := s.ToMove()
	if err := s.Resign(); err != nil {
		t.Fatal(err)
	}
	if r := s.Match.Result(); !r.Over || r.Winner != mover.Other() || s.Phase() != play.PhaseOver {
		t.Fatalf("after resigning: %+v, phase %v", r, s.Phase())
	}
	if got := s.Hist.Tokens; len(got) != 2 || got[1] != rules.Resign {
		t.Errorf("record %v, want it to end with resign", got)
	}
	if !strings.Contains(s.Said, "resigned") {
		t.Errorf("said %q", s.Said)
	}
	if err := s.Resign(); err == nil {
		t.Error("resigned a finished game")
	}
	if !s.Undo() || s.Match.Result().Over || len(s.Hist.Tokens) != 1 {
		t.Errorf("undo after resigning: %v, over %v", s.Hist.Tokens, s.Match.Result().Over)
	}
}
