package echelon

import "tessera/rules"

// The players, as docs/rules.md names them: red moves first.
const (
	red  = rules.First
	blue = rules.Second
)

// deadCell is the height of a dead cell, whose last piece has left. Keeping
// it in the height byte lets a slide test a cell with one load.
const deadCell uint8 = 0xff

// State is an Echelon position. It is a value without pointers: copying it
// (s2 := *s) is a full, independent copy, and == compares positions.
// *State implements rules.Position.
type State struct {
	owners  [Cells]uint32 // bit k: the owner (0 red, 1 blue) of the piece at layer k, 0 the bottom
	height  [Cells]uint8  // pieces on the cell, or deadCell
	tops    [2]cellSet    // per player, the cells where their piece is on top
	hash    uint64        // Zobrist hash, kept by Apply
	turn    rules.Player  // whose turn it is, or would be were the game not over
	winner  rules.Player  // NoPlayer while the game goes on
	variant Variant
}

// New returns the initial position for o: the start of the rules, red to
// move.
func New(o Options) *State {
	return NewFrom(o, StartCells(red))
}

// NewFrom returns a start other than the rules': a lone red piece on each
// of red's cells (distinct, and none the centre or another's point
// reflection), a blue piece on each of their point reflections, red to
// move. Echelon's start was chosen by comparing such starts.
func NewFrom(o Options, redCells []int) *State {
	s := &State{variant: o.Variant}
	for _, c := range redCells {
		s.owners[c] = uint32(red)
		s.height[c] = 1
		o := tab.board.Opposite(c)
		s.owners[o] = uint32(blue)
		s.height[o] = 1
	}
	s.settle(red)
	return s
}

// StartCells returns the cells where p's pieces stand at the start of the
// rules.
func StartCells(p rules.Player) []int {
	cells := make([]int, Pieces)
	for i, c := range tab.setup[p] {
		cells[i] = int(c)
	}
	return cells
}

// settle fills the fields that follow from the stacks and dead cells (top
// sets, hash), makes it turn's turn and sets the result: a player to move
// with no legal move has lost.
func (s *State) settle(turn rules.Player) {
	s.tops = [2]cellSet{}
	for c := range Cells {
		if s.Height(c) > 0 {
			s.tops[s.topOwner(c)].add(c)
		}
	}
	s.turn, s.winner = turn, rules.NoPlayer
	s.hash = s.fullHash()
	if !s.hasMove(turn) {
		s.winner = turn.Other()
	}
}

// topOwner returns the owner of the top piece on c, which must be occupied.
func (s *State) topOwner(c int) rules.Player {
	return rules.Player(s.owners[c] >> (s.height[c] - 1) & 1)
}

// Options returns the options the game was started with.
func (s *State) Options() Options { return Options{Variant: s.variant} }

// ToMove returns the player to move, NoPlayer once the game is over.
func (s *State) ToMove() rules.Player {
	if s.winner != rules.NoPlayer {
		return rules.NoPlayer
	}
	return s.turn
}

// Height returns how many pieces stand on cell c (0 when it is empty or
// dead).
func (s *State) Height(c int) int {
	if s.height[c] == deadCell {
		return 0
	}
	return int(s.height[c])
}

// Top returns the owner of the top piece on cell c, NoPlayer if none.
func (s *State) Top(c int) rules.Player {
	if s.Height(c) == 0 {
		return rules.NoPlayer
	}
	return s.topOwner(c)
}

// Stack returns the owners of the pieces on cell c, bottom to top; it is
// empty for an empty or dead cell.
func (s *State) Stack(c int) []rules.Player {
	stack := make([]rules.Player, s.Height(c))
	for k := range stack {
		stack[k] = rules.Player(s.owners[c] >> k & 1)
	}
	return stack
}

// Dead says whether cell c is dead: a piece stood there and the last one
// has left. No piece may move onto or through a dead cell.
func (s *State) Dead(c int) bool { return s.height[c] == deadCell }

// Clone returns an independent copy.
func (s *State) Clone() rules.Position {
	c := *s
	return &c
}
