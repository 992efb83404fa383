package ur_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// Positions used below, as records from the start. Path indices in the
// comments count from the start pool (0) to the finish pool (15).
var (
	// Left on L3 and L1, one waiting (3 pieces); left to move.
	twoOnOwnColumn = []string{"1:L4", "0", "3:L4", "0"}
	// Left on M3; right on R0 (after its rosette), right to move.
	leftOnM3RightOnR0 = []string{"4:L4", "4:L0", "0", "4:R4"}
	// Left on M3; right on M1; right to move.
	leftOnM3RightOnM1 = []string{"4:L4", "4:L0", "0", "4:R4", "2:R0", "0"}
	// Left on M7; left to move.
	leftOnM7 = []string{"4:L4", "4:L0", "4:M3", "0"}
	// Left on L6 (after its rosette); left to move.
	leftOnL6 = []string{"4:L4", "4:L0", "4:M3", "0", "2:M7"}
	// Left on M1; right on R0 (after its rosette), right to move.
	leftOnM1RightOnR0 = []string{"4:L4", "2:L0", "4:R4"}
)

// TestLegalFor checks the moves each roll allows against docs/rules.md's rules.
func TestLegalFor(t *testing.T) {
	tests := []struct {
		rule   string // what docs/rules.md says that the row shows
		pieces int
		setup  []string
		roll   int
		want   []string
	}{
		{"a roll of 0 passes the turn", 7, nil, 0, []string{"0"}},
		{"a roll of 0 passes even when pieces could move", 3, twoOnOwnColumn, 0, []string{"0"}},
		{"forced move: the only legal move of a roll (enter from L4)", 7, nil, 1, []string{"1:L4"}},
		{"forced move: entering with 4 reaches the rosette L0", 7, nil, 4, []string{"4:L4"}},
		{"may not land on own piece (L4 to L1, L3 to L1)", 3, twoOnOwnColumn, 2, []string{"2:L1", "2:L4"}},
		{"may not land on own piece (L4 to L3)", 3, twoOnOwnColumn, 1, []string{"1:L1", "1:L3"}},
		{"may not land on M3 while an opponent stands there; nor on own piece: no legal move", 2, leftOnM3RightOnR0, 4, []string{"4"}},
		{"other rolls move freely with an opponent on M3", 2, leftOnM3RightOnR0, 3, []string{"3:R0", "3:R4"}},
		{"may not land on M3 held by the opponent (from M1 with 2)", 1, leftOnM3RightOnM1, 2, []string{"2"}},
		{"may pass over an opponent on M3", 1, leftOnM3RightOnM1, 3, []string{"3:M1"}},
		{"may land on M3 when it is empty", 7, []string{"4:L4"}, 4, []string{"4:L0"}},
		{"may land on an opponent off M3 (M1)", 2, leftOnM1RightOnR0, 2, []string{"2:R0", "2:R4"}},
		{"bearing off needs the exact roll: 3 from M7", 1, leftOnM7, 3, []string{"3:M7"}},
		{"bearing off needs the exact roll: 4 from M7 overshoots", 1, leftOnM7, 4, []string{"4"}},
		{"1 from L6 bears off", 1, leftOnL6, 1, []string{"1:L6"}},
		{"2 from L6 overshoots", 1, leftOnL6, 2, []string{"2"}},
		{"a piece may enter while another is on the board", 2, leftOnM7, 2, []string{"2:L4", "2:M7"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			s := state(play(t, tt.pieces, tt.setup...))
			if got := tokensFor(s, tt.roll); !slices.Equal(got, tt.want) {
				t.Errorf("after %q, LegalFor(%d) = %q, want %q", tt.setup, tt.roll, got, tt.want)
			}
		})
	}
}

// TestLegalBeforeRoll checks Legal: every roll:cell legal for some roll,
// and the bare roll of every roll with no legal move, "0" always (docs/rules.md,
// the referee).
func TestLegalBeforeRoll(t *testing.T) {
	tests := []struct {
		name   string
		pieces int
		setup  []string
		want   []string
	}{
		{"start", 7, nil, []string{"0", "1:L4", "2:L4", "3:L4", "4:L4"}},
		{"a roll of 4 blocked by M3 and own piece", 2, leftOnM3RightOnR0,
			[]string{"0", "1:R0", "1:R4", "2:R0", "2:R4", "3:R0", "3:R4", "4"}},
		{"a roll of 2 blocked by M3", 1, leftOnM3RightOnM1, []string{"0", "1:M1", "2", "3:M1", "4:M1"}},
		{"only the exact roll bears off", 1, leftOnL6, []string{"0", "1:L6", "2", "3", "4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := play(t, tt.pieces, tt.setup...)
			s := state(m)
			if got := tokensOf(s, s.Legal(nil)); !slices.Equal(got, tt.want) {
				t.Errorf("Legal = %q, want %q", got, tt.want)
			}
			if got := m.Legal(); !slices.Equal(got, tt.want) {
				t.Errorf("Match.Legal = %q, want %q", got, tt.want)
			}
		})
	}
}

// after is what a position looks like after a move.
type after struct {
	toMove  rules.Player
	waiting [2]int
	home    [2]int
	board   map[string]rules.Player // every occupied board cell
	result  rules.Result
}

// TestApply checks what moves do: docs/rules.md's rosettes, captures, bare rolls
// and bearing off.
func TestApply(t *testing.T) {
	going := rules.Result{Winner: rules.NoPlayer}
	tests := []struct {
		rule   string
		pieces int
		setup  []string
		token  string
		step   ur.Step
		want   after
	}{
		{"a move passes the turn", 7, nil, "2:L4",
			ur.Step{Player: left, Roll: 2, From: ur.Cell{'L', 4}, To: ur.Cell{'L', 2}},
			after{right, [2]int{6, 7}, [2]int{}, map[string]rules.Player{"L2": left}, going}},
		{"rosette L0 gives another roll", 7, nil, "4:L4",
			ur.Step{Player: left, Roll: 4, From: ur.Cell{'L', 4}, To: ur.Cell{'L', 0}, Rosette: true},
			after{left, [2]int{6, 7}, [2]int{}, map[string]rules.Player{"L0": left}, going}},
		{"rosette M3 gives another roll", 7, []string{"4:L4"}, "4:L0",
			ur.Step{Player: left, Roll: 4, From: ur.Cell{'L', 0}, To: ur.Cell{'M', 3}, Rosette: true},
			after{left, [2]int{6, 7}, [2]int{}, map[string]rules.Player{"M3": left}, going}},
		{"rosette L6 gives another roll", 1, leftOnM7, "2:M7",
			ur.Step{Player: left, Roll: 2, From: ur.Cell{'M', 7}, To: ur.Cell{'L', 6}, Rosette: true},
			after{left, [2]int{0, 1}, [2]int{}, map[string]rules.Player{"L6": left}, going}},
		{"rosette R0 gives right another roll", 7, []string{"0"}, "4:R4",
			ur.Step{Player: right, Roll: 4, From: ur.Cell{'R', 4}, To: ur.Cell{'R', 0}, Rosette: true},
			after{right, [2]int{7, 6}, [2]int{}, map[string]rules.Player{"R0": right}, going}},
		{"landing on an opponent sends it back to its start pool", 2, leftOnM1RightOnR0, "2:R0",
			ur.Step{Player: right, Roll: 2, From: ur.Cell{'R', 0}, To: ur.Cell{'M', 1}, Capture: true},
			after{left, [2]int{2, 1}, [2]int{}, map[string]rules.Player{"M1": right}, going}},
		{"a bare 0 passes the turn and moves nothing", 3, twoOnOwnColumn, "0",
			ur.Step{Player: left, Bare: true},
			after{right, [2]int{1, 3}, [2]int{}, map[string]rules.Player{"L3": left, "L1": left}, going}},
		{"a roll with no legal move passes the turn", 2, leftOnM3RightOnR0, "4",
			ur.Step{Player: right, Roll: 4, Bare: true},
			after{left, [2]int{1, 1}, [2]int{}, map[string]rules.Player{"M3": left, "R0": right}, going}},
		{"bearing off is no rosette: the turn passes", 2, leftOnM7, "3:M7",
			ur.Step{Player: left, Roll: 3, From: ur.Cell{'M', 7}, To: ur.Cell{'L', 5}, BearOff: true},
			after{right, [2]int{1, 2}, [2]int{1, 0}, map[string]rules.Player{}, going}},
		{"first to bear off every piece wins", 1, leftOnL6, "1:L6",
			ur.Step{Player: left, Roll: 1, From: ur.Cell{'L', 6}, To: ur.Cell{'L', 5}, BearOff: true},
			after{rules.NoPlayer, [2]int{0, 1}, [2]int{1, 0}, map[string]rules.Player{}, rules.Result{Over: true, Winner: left}}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			s := state(play(t, tt.pieces, tt.setup...))
			m := moveFor(t, s, tt.token)
			if !slices.Contains(s.Legal(nil), m) {
				t.Fatalf("%q is not legal after %q", tt.token, tt.setup)
			}
			if got := s.Describe(m); got != tt.step {
				t.Errorf("Describe(%q) = %+v, want %+v", tt.token, got, tt.step)
			}
			s.Apply(m)
			checkAfter(t, s, tt.want)
		})
	}
}

// checkAfter compares s with want, cell by cell.
func checkAfter(t *testing.T, s *ur.State, want after) {
	t.Helper()
	if got := s.ToMove(); got != want.toMove {
		t.Errorf("ToMove = %d, want %d", got, want.toMove)
	}
	for _, p := range []rules.Player{left, right} {
		if got := s.Waiting(p); got != want.waiting[p] {
			t.Errorf("Waiting(%d) = %d, want %d", p, got, want.waiting[p])
		}
		if got := s.Home(p); got != want.home[p] {
			t.Errorf("Home(%d) = %d, want %d", p, got, want.home[p])
		}
	}
	for _, c := range allCells() {
		w, ok := want.board[c.String()]
		if !ok {
			w = rules.NoPlayer
		}
		if got := s.Occupant(c); got != w {
			t.Errorf("Occupant(%s) = %d, want %d", c, got, w)
		}
	}
	if got := s.Result(); got != want.result {
		t.Errorf("Result = %+v, want %+v", got, want.result)
	}
}

// allCells lists the 24 cells of the grid.
func allCells() []ur.Cell {
	var cells []ur.Cell
	for _, col := range "LMR" {
		for row := range 8 {
			cells = append(cells, ur.Cell{Col: byte(col), Row: row})
		}
	}
	return cells
}

// TestGameOver checks that a finished game lists and takes no moves.
func TestGameOver(t *testing.T) {
	m := play(t, 1, append(slices.Clone(leftOnL6), "1:L6")...)
	s := state(m)
	if got := s.Legal(nil); len(got) != 0 {
		t.Errorf("Legal after the win = %v, want none", got)
	}
	for roll := range ur.MaxRoll + 1 {
		if got := s.LegalFor(roll, nil); len(got) != 0 {
			t.Errorf("LegalFor(%d) after the win = %v, want none", roll, got)
		}
	}
	if got := m.WinnerName(); got != "left" {
		t.Errorf("WinnerName = %q, want left", got)
	}
	if got := s.Score(); got != (ur.Score{Left: 1, Right: 0}) {
		t.Errorf("Score = %+v, want left 1, right 0", got)
	}
	for _, token := range []string{"0", "1:R4", rules.Resign} {
		if err := m.Play(token); err == nil {
			t.Errorf("Play(%q) after the win: no error", token)
		}
	}
}

// TestBareRollOnlyWhenNoMove checks that a bare roll other than 0 is
// refused while that roll moves a piece (docs/rules.md: "2" only when a roll of
// 2 has no legal move).
func TestBareRollOnlyWhenNoMove(t *testing.T) {
	m := play(t, 7)
	for _, token := range []string{"1", "2", "3", "4"} {
		if err := m.Play(token); err == nil {
			t.Errorf("Play(%q) at the start: no error, but the roll moves a piece", token)
		}
	}
	if err := m.Play("0"); err != nil {
		t.Errorf("Play(0) at the start: %v", err)
	}
}

// TestResign checks resign through the Match (docs/rules.md, any game).
func TestResign(t *testing.T) {
	m := play(t, 7, "4:L4", rules.Resign)
	if got := m.Result(); got != (rules.Result{Over: true, Winner: right}) {
		t.Errorf("Result after left resigns = %+v, want right wins", got)
	}
	if m.Ply() != 2 || m.ToMove() != rules.NoPlayer || len(m.Legal()) != 0 {
		t.Errorf("after resign: ply %d, to move %d, legal %q; want 2, nobody, none", m.Ply(), m.ToMove(), m.Legal())
	}
	if m.WinnerName() != "right" || m.Resigned() != left {
		t.Errorf("WinnerName %q, Resigned %d; want right, left", m.WinnerName(), m.Resigned())
	}
}

// The score says each side's pieces borne off.
func TestScoreSide(t *testing.T) {
	sc := ur.Score{Left: 2, Right: 0}
	if got := [2]string{sc.Side(rules.First), sc.Side(rules.Second)}; got != [2]string{"2", "0"} {
		t.Errorf("sides %q", got)
	}
}

// rules.Offer gives the legal moves of one throw of the dice (the moves of
// the roll thrown), and every roll comes up.
func TestOfferThrows(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := ur.New(ur.DefaultOptions())
	seen := map[int]bool{}
	for range 200 {
		moves := rules.Offer(s, rng, nil)
		roll := s.Describe(moves[0]).Roll
		seen[roll] = true
		if !slices.Equal(moves, s.LegalFor(roll, nil)) {
			t.Fatalf("offered %v for a roll of %d", moves, roll)
		}
	}
	if len(seen) != 5 {
		t.Errorf("200 throws gave the rolls %v, want all of 0..4", seen)
	}
}
