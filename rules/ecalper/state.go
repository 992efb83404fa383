package ecalper

import (
	"errors"
	"strconv"

	"tessera/rules"
	"tessera/rules/hexhex"
)

// Colours: black moves first.
const (
	Black = rules.First
	White = rules.Second
)

// PerTurn is the number of stones placed in a full turn.
const PerTurn = 3

// geometry is what every State of one board shares, read only.
type geometry struct {
	board *hexhex.Board
	all   Bits // every cell of the board
}

// State is an Ecalper position. It is a small value: copying it (s2 := *s)
// is a full, independent copy (the board geometry it points to is only
// read). *State implements rules.Position.
type State struct {
	geo         *geometry
	stones      [2]Bits // per colour
	placed      Bits    // the stones the mover has placed this turn
	replaceable Bits    // the stones the mover may replace now; empty outside a replacement ply
	empty       int16   // empty cells
	toMove      rules.Player
	placing     int8 // 0 while the mover is to replace, else the stone being placed, 1..PerTurn
	pie         bool // the pie option
	swapOpen    bool // white may swap now
	swapped     bool // white swapped
}

// New returns the initial position for o: an empty board, black to place
// the first of three stones. The side must be MinSize..MaxSize.
func New(o Options) (*State, error) {
	if o.Size < MinSize || o.Size > MaxSize {
		return nil, errors.New("ecalper: size " + strconv.Itoa(o.Size) + " is not between " +
			strconv.Itoa(MinSize) + " and " + strconv.Itoa(MaxSize))
	}
	board, err := hexhex.New(o.Size)
	if err != nil {
		return nil, err
	}
	geo := &geometry{board: board}
	for c := range board.Len() {
		geo.all.add(c)
	}
	return &State{geo: geo, empty: int16(board.Len()), toMove: Black, placing: 1, pie: o.Pie}, nil
}

// Options returns the options the game was started with.
func (s *State) Options() Options { return Options{Size: s.geo.board.Side(), Pie: s.pie} }

// Board returns the board's geometry; it is shared: only read it.
func (s *State) Board() *hexhex.Board { return s.geo.board }

// ToMove returns the colour to move, NoPlayer once the game is over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Stones returns the cells of colour p's stones.
func (s *State) Stones(p rules.Player) Bits { return s.stones[p] }

// Empty returns the empty cells.
func (s *State) Empty() Bits { return s.geo.all.Minus(s.stones[Black].Union(s.stones[White])) }

// EmptyCount returns the number of empty cells.
func (s *State) EmptyCount() int { return int(s.empty) }

// Occupant returns the colour of the stone on cell c, NoPlayer if it is
// empty.
func (s *State) Occupant(c int) rules.Player {
	for _, p := range []rules.Player{Black, White} {
		if s.stones[p].Has(c) {
			return p
		}
	}
	return rules.NoPlayer
}

// Replaceable returns the opponent's stones the mover may replace now: the
// stones the opponent placed in its previous turn, during the replacement
// ply; no cell at all during placements and once the game is over.
func (s *State) Replaceable() Bits { return s.replaceable }

// Placed returns the stones the mover has placed so far this turn.
func (s *State) Placed() Bits { return s.placed }

// CanSwap says whether the mover (white, at the very start of its first
// turn, with the pie option) may play swap now.
func (s *State) CanSwap() bool { return s.swapOpen }

// Swapped says whether white took the pie: the player who placed the first
// three stones plays white from then on.
func (s *State) Swapped() bool { return s.swapped }

// Clone returns an independent copy.
func (s *State) Clone() rules.Position {
	c := *s
	return &c
}
