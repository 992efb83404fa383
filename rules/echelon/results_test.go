package echelon_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/echelon"
)

const (
	std  = echelon.Standard
	gent = echelon.Gentleman
)

// TestResults plays one move in a position and checks who, if anyone, has
// won, against docs/rules.md: "The player to move with no legal move loses. In
// standard, a player wins at once when a stack of exactly three pieces is
// created with their piece on top: by stomping onto a stack of two, or by
// moving the top piece off a stack of four (then the owner of the revealed
// top piece wins). A stack win is checked before the opponent's lack of
// moves. Stomping onto a stack of three or more, or unstacking a stack of
// five or more, wins nothing. In gentleman there is no stack win."
//
// Stacks of three or more cannot arise from the setup in the standard game
// (making one wins), so those rows use built positions.
// resultCase is a move and what it must decide.
type resultCase struct {
	rule   string
	pos    *echelon.State
	token  string
	winner rules.Player // NoPlayer: the game goes on
	stack  bool         // the win is a stack win (Describe says so beforehand)
}

func TestResults(t *testing.T) {
	tests := []resultCase{
		{"stomping onto a stack of two (own pieces) wins", state(play(t, std, "d3-e4", "g8-g7")), "e3-e4", red, true},
		{"gentleman: stomping onto a stack of two wins nothing", state(play(t, gent, "d3-e4", "g8-g7")), "e3-e4", rules.NoPlayer, false},
		{"stomping onto the opponent's two-stack wins",
			echelon.Setup(std, red, map[string]string{"f6": "bb", "f7": "r", "a1": "b"}), "f7-f6", red, true},
		{"stomping onto a mixed two-stack wins",
			echelon.Setup(std, blue, map[string]string{"f6": "br", "f8": "b", "a1": "r"}), "f8-f6", blue, true},
		{"stomping onto a stack of three wins nothing",
			echelon.Setup(std, blue, map[string]string{"f6": "rbr", "f7": "b", "a1": "r"}), "f7-f6", rules.NoPlayer, false},
		{"leaving a four-stack: the owner of the revealed top piece wins, not the mover",
			echelon.Setup(std, blue, map[string]string{"f6": "rbrb", "a1": "r"}), "f6-f7", red, true},
		{"leaving a four-stack that reveals one's own piece wins",
			echelon.Setup(std, red, map[string]string{"f6": "bbrr", "k11": "b"}), "f6-f9", red, true},
		{"gentleman: leaving a four-stack wins nothing",
			echelon.Setup(gent, blue, map[string]string{"f6": "rbrb", "a1": "r"}), "f6-f7", rules.NoPlayer, false},
		{"leaving a five-stack wins nothing",
			echelon.Setup(std, red, map[string]string{"f6": "rbrbr", "k11": "b"}), "f6-f7", rules.NoPlayer, false},
		{"leaving a three-stack wins nothing",
			echelon.Setup(std, red, map[string]string{"f6": "bbr", "k11": "b"}), "f6-a6", rules.NoPlayer, false},
		{"stomping a free piece wins nothing",
			echelon.Setup(std, red, map[string]string{"f6": "b", "f8": "r", "k11": "b"}), "f8-f6", rules.NoPlayer, false},
		{"burying the opponent's last free piece leaves them no move: they lose",
			echelon.Setup(std, red, map[string]string{"a3": "r", "a1": "b"}), "a3-a1", red, false},
		{"walling in a top piece (it may not stomp) leaves no move: blue loses",
			echelon.Setup(std, red, map[string]string{"a3": "r", "a1": "rb"}, "b1", "b2"), "a3-a2", red, false},
		{"a stack win is checked before the opponent's lack of moves",
			echelon.Setup(std, red, map[string]string{"f6": "rrbr"}, "g6", "g7", "e6", "f5", "e5"), "f6-f7", blue, true},
		{"gentleman: the same move leaves blue, to move, without a move",
			echelon.Setup(gent, red, map[string]string{"f6": "rrbr"}, "g6", "g7", "e6", "f5", "e5"), "f6-f7", red, false},
		{"an ordinary move goes on", state(play(t, std)), "e4-e5", rules.NoPlayer, false},
	}
	for _, tt := range tests {
		t.Run(tt.rule, tt.check)
	}
}

// check plays the case's move and checks the result it gives.
func (tt resultCase) check(t *testing.T) {
	s := tt.pos
	mover := s.ToMove()
	if !isLegal(s, tt.token) {
		t.Fatalf("%s is not legal here", tt.token)
	}
	m := moveFor(t, s, tt.token)
	wantStack := rules.NoPlayer
	if tt.stack {
		wantStack = tt.winner
	}
	if got := s.Describe(m).StackWinner; got != wantStack {
		t.Errorf("Describe(%s).StackWinner = %d, want %d", tt.token, got, wantStack)
	}
	s.Apply(m)
	res := s.Result()
	wantToMove := mover.Other()
	if tt.winner != rules.NoPlayer {
		wantToMove = rules.NoPlayer
	}
	if res.Over != (tt.winner != rules.NoPlayer) || res.Winner != tt.winner || s.ToMove() != wantToMove {
		t.Errorf("after %s: result %+v, to move %d; want winner %d, to move %d", tt.token, res, s.ToMove(), tt.winner, wantToMove)
	}
	if n := len(s.Legal(nil)); (n == 0) != res.Over {
		t.Errorf("after %s: %d legal moves, over %v", tt.token, n, res.Over)
	}
}

// TestNoMoveAtStartLoses: "The player to move with no legal move loses",
// also in a position that starts that way: blue's only piece is walled in
// by dead cells.
func TestNoMoveAtStartLoses(t *testing.T) {
	s := echelon.Setup(std, blue, map[string]string{"f6": "r", "a1": "b"}, "b1", "a2", "b2")
	if res := s.Result(); !res.Over || res.Winner != red || s.ToMove() != rules.NoPlayer || len(s.Legal(nil)) != 0 {
		t.Errorf("result %+v, to move %d, %d legal moves; want red the winner and no moves", res, s.ToMove(), len(s.Legal(nil)))
	}
}
