package ur

import "tessera/rules"

// State is an Ur position before a roll. It is a small value: copying it
// (s2 := *s) is a full, independent copy. *State implements rules.Position.
type State struct {
	board   [2]uint16 // per side, bit i set when a piece stands on path index i (1..14)
	waiting [2]int8   // per side, pieces in the start pool
	home    [2]int8   // per side, pieces borne off
	pieces  int8      // pieces per side
	toMove  rules.Player
}

// New returns the initial position for o: every piece waiting, left to move.
func New(o Options) *State {
	n := int8(o.Pieces)
	return &State{waiting: [2]int8{n, n}, pieces: n, toMove: rules.First}
}

// Options returns the options the game was started with.
func (s *State) Options() Options { return Options{Pieces: int(s.pieces)} }

// ToMove returns the side to roll, NoPlayer once the game is over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Waiting returns how many of p's pieces are in its start pool.
func (s *State) Waiting(p rules.Player) int { return int(s.waiting[p]) }

// Home returns how many of p's pieces are borne off.
func (s *State) Home(p rules.Player) int { return int(s.home[p]) }

// OnBoard returns how many of p's pieces stand on board squares.
func (s *State) OnBoard(p rules.Player) int {
	return int(s.pieces) - int(s.waiting[p]) - int(s.home[p])
}

// Occupant returns who stands on board cell c, NoPlayer if it is empty or
// a pool.
func (s *State) Occupant(c Cell) rules.Player {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if i, ok := PathIndex(p, c); ok && s.board[p]&(1<<i) != 0 {
			return p
		}
	}
	return rules.NoPlayer
}

// Clone returns an independent copy.
func (s *State) Clone() rules.Position {
	c := *s
	return &c
}
