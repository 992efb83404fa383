package carteso

import (
	"slices"

	"tessera/rules"
)

// bitboard holds one bit per point: word r is row r, bit c column c.
type bitboard [MaxSize]uint32

// group is a stone's node in the union-find forest of groups: its parent,
// and at a root, what the root knows of its group.
type group struct {
	parent                         int16 // the index of the parent node, its own at a root
	minRow, maxRow, minCol, maxCol int8  // bounding box
	size                           int16
	escape                         Point // unclaimed: a point just outside the box its fill enters, or noPoint
	direct                         bool  // escape is next to a stone of the group
	colour                         Colour
	claimer                        rules.Player // NoPlayer while unclaimed
}

// State is a Carteso position; New makes one and Clone copies one (a
// plain copy would share its slices). *State implements rules.Position.
type State struct {
	size       int8
	toMove     rules.Player
	lastPlacer rules.Player // who placed the most recent stone, NoPlayer before any
	passes     int8         // consecutive passes just played
	komi       Tenths
	claimed    [2]int16    // per player, stones in the groups they claimed
	stones     [2]bitboard // per colour
	listed     [2]int16    // per colour, the length of its open list
	escapes    [2]bitboard // per colour, points that are or were the escape point of an open group, next to one of its stones
	boxes      [2]bitboard // per colour, points in the grown box of an open group that is or was without such an escape point
	nodes      []group     // per point index row*size+col; at a root, its group
	open       []int16     // per colour, from colour*len(nodes): the roots of its unclaimed groups, and stale entries
}

// New returns the initial position for o: an empty board, vertical to move.
func New(o Options) *State {
	n := o.Size * o.Size
	return &State{
		size: int8(o.Size), komi: o.Komi, toMove: rules.First, lastPlacer: rules.NoPlayer,
		nodes: make([]group, n),
		open:  make([]int16, 2*n),
	}
}

// Options returns the options the game was started with.
func (s *State) Options() Options { return Options{Size: int(s.size), Komi: s.komi} }

// Size returns the board's side.
func (s *State) Size() int { return int(s.size) }

// Komi returns the komi, added to horizontal's score.
func (s *State) Komi() Tenths { return s.komi }

// ToMove returns the player to move, NoPlayer once the game is over.
func (s *State) ToMove() rules.Player { return s.toMove }

// LastPlacer returns the player who placed the most recent stone (a pass
// places none), NoPlayer before the first placement. Square groups belong
// to the other player.
func (s *State) LastPlacer() rules.Player { return s.lastPlacer }

// Passes returns how many passes were played in a row just now: 0, 1, or 2
// once the game is over.
func (s *State) Passes() int { return int(s.passes) }

// At returns the colour of the stone on p, NoColour if p is empty.
func (s *State) At(p Point) Colour {
	for _, c := range []Colour{Black, White} {
		if s.stones[c][p.Row()]&(1<<p.Col()) != 0 {
			return c
		}
	}
	return NoColour
}

// Empty returns the empty points of row row as bits, bit c for column c.
func (s *State) Empty(row int) uint32 {
	return s.full() &^ (s.stones[Black][row] | s.stones[White][row])
}

// AppendEmpty appends every empty point to dst, row by row, and returns it.
func (s *State) AppendEmpty(dst []Point) []Point {
	for r := range int(s.size) {
		for e := s.Empty(r); e != 0; e &= e - 1 {
			dst = append(dst, At(trailingZeros(e), r))
		}
	}
	return dst
}

// holds says whether g's bounding box holds the point in row row and
// column col.
func (g *group) holds(row, col int) bool {
	return int(g.minRow) <= row && row <= int(g.maxRow) && int(g.minCol) <= col && col <= int(g.maxCol)
}

// covers says whether g's bounding box holds point e (never noPoint).
func (g *group) covers(e Point) bool { return g.holds(e.Row(), e.Col()) }

// full returns a row with every point of the board set.
func (s *State) full() uint32 { return 1<<s.size - 1 }

// Clone returns an independent copy.
func (s *State) Clone() rules.Position { return s.Copy() }

// Copy returns an independent copy, as Clone does, as a *State.
func (s *State) Copy() *State {
	c := *s
	c.nodes = slices.Clone(s.nodes)
	c.open = slices.Clone(s.open)
	return &c
}

// CopyTo makes dst, a *State, an independent copy of s, reusing dst's
// storage when it is large enough: engines that play out many games from
// one position copy it into one scratch State and allocate nothing.
func (s *State) CopyTo(dst rules.Position) {
	d := dst.(*State)
	nodes := append(d.nodes[:0], s.nodes...)
	open := append(d.open[:0], s.open...)
	*d = *s
	d.nodes, d.open = nodes, open
}
