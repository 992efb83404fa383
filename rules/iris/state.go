package iris

import "tessera/rules"

// noStone marks a State at the start of a turn: no first stone waits for
// its second.
const noStone = -1

// State is an Iris position. It is a small value sharing only its
// read-only Layout: copying it (s2 := *s) is a full, independent copy.
// *State implements rules.Position.
type State struct {
	lay    *Layout
	stones [2]Bits      // per colour
	first  int16        // the bit of this turn's first stone while its second is to come, else noStone
	toMove rules.Player // NoPlayer once the game is over
	passes int8         // passes in a row just played
	single bool         // black's single-stone first turn is still to come
}

// New returns the initial position for o: an empty board, black to play
// its single stone.
func New(o Options) *State {
	return &State{lay: LayoutOf(o.Size), first: noStone, toMove: rules.First, single: true}
}

// Options returns the options the game was started with.
func (s *State) Options() Options { return Options{Size: s.lay.hex.Side()} }

// Layout returns the board's bitboard layout and geometry.
func (s *State) Layout() *Layout { return s.lay }

// ToMove returns the colour to play, NoPlayer once the game is over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Stones returns p's stones.
func (s *State) Stones(p rules.Player) Bits { return s.stones[p] }

// Empty returns the empty cells.
func (s *State) Empty() Bits { return s.lay.all.AndNot(s.stones[0].Or(s.stones[1])) }

// Pending returns the bit of this turn's first stone while the second
// stone is to come, and -1 at the start of a turn.
func (s *State) Pending() int { return int(s.first) }

// SingleStoneTurn says whether the turn to come is black's first, of one
// stone (false once black has played or passed it).
func (s *State) SingleStoneTurn() bool { return s.single }

// Passes returns how many passes in a row were just played (0 or 1 while
// the game goes on).
func (s *State) Passes() int { return int(s.passes) }

// At returns who holds cell c, NoPlayer if it is empty.
func (s *State) At(c int) rules.Player {
	b := s.lay.Bit(c)
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if s.stones[p].Has(b) {
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
