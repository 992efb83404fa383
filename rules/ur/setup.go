package ur

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// Ur's setup kinds: a piece of either side on a board square, and on a
// finish pool (L5, R5) the number of that side's pieces borne off. The
// pieces a setup does not place wait in their start pool.
const (
	kindLeft  = "l"
	kindRight = "r"
)

// sideKinds are the kinds of the sides' pieces on board squares.
var sideKinds = [2]string{kindLeft, kindRight}

// SetupCells lists the board squares and the finish pools, column by
// column (L, M, R), row 0 to 7; the start pools are not set up.
func (Game) SetupCells(opts rules.Options) []string {
	var cells []string
	for _, col := range []byte{'L', 'M', 'R'} {
		for row := range 8 {
			c := Cell{Col: col, Row: row}
			if _, ok := poolSide(c, startIndex); !ok {
				cells = append(cells, c.String())
			}
		}
	}
	return cells
}

// poolSide says whose pool of path index i (startIndex or finishIndex) c
// is.
func poolSide(c Cell, i int) (rules.Player, bool) {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if PathCell(p, i) == c {
			return p, true
		}
	}
	return rules.NoPlayer, false
}

// SetupKinds lists what cell may hold: a piece of the sides whose path
// crosses it, or on a finish pool 1 to pieces-1 pieces borne off (all of
// them would end the game).
func (Game) SetupKinds(opts rules.Options, cell string) []string {
	kinds := []string{""}
	o, err := ParseOptions(opts)
	c, cerr := ParseCell(cell)
	if err != nil || cerr != nil {
		return kinds
	}
	if _, ok := poolSide(c, startIndex); ok {
		return kinds
	}
	if _, ok := poolSide(c, finishIndex); ok {
		for n := 1; n < o.Pieces; n++ {
			kinds = append(kinds, strconv.Itoa(n))
		}
		return kinds
	}
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if _, ok := PathIndex(p, c); ok {
			kinds = append(kinds, sideKinds[p])
		}
	}
	return kinds
}

// Arrange builds the position d shows: its pieces on their squares, the
// counts borne off, and every other piece waiting. It refuses a cell off
// the board or a start pool, a piece off its side's path, and more pieces
// than a side plays with.
func (Game) Arrange(opts rules.Options, d rules.Diagram) (rules.Position, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	s := New(o)
	s.toMove = d.ToMove
	for name, kind := range d.Cells {
		if err := s.put(name, kind); err != nil {
			return nil, err
		}
	}
	for p, side := range (Game{}).Players() {
		if used := s.OnBoard(rules.Player(p)) + s.Home(rules.Player(p)); used > int(s.pieces) {
			return nil, errors.New("ur: setup has " + strconv.Itoa(used) + " " + side +
				" pieces on the board and borne off, but a side plays with " + strconv.Itoa(int(s.pieces)))
		}
	}
	return s, nil
}

// put sets up cell name with kind, taking a placed piece from the start
// pool.
func (s *State) put(name, kind string) error {
	c, err := ParseCell(name)
	if err != nil {
		return errors.New("ur: setup: " + err.Error())
	}
	if p, ok := poolSide(c, finishIndex); ok {
		n, err := strconv.Atoi(kind)
		if err != nil || n < 1 || n > int(s.pieces) || strconv.Itoa(n) != kind {
			return errors.New("ur: setup: " + c.String() + " holds the number of pieces borne off, 1 to " +
				strconv.Itoa(int(s.pieces)) + ", not " + strconv.Quote(kind))
		}
		s.home[p] = int8(n)
		s.waiting[p] -= int8(n)
		return nil
	}
	for p, k := range sideKinds {
		if kind != k {
			continue
		}
		i, ok := PathIndex(rules.Player(p), c)
		if !ok || i == startIndex {
			return errors.New("ur: setup: " + c.String() + " is not a square on " + Game{}.Players()[p] + "'s path")
		}
		s.board[p] |= 1 << i
		s.waiting[p]--
		return nil
	}
	return errors.New("ur: setup: " + strconv.Quote(kind) + " is not a kind of Ur (l, r, or a count on a finish pool)")
}

// Check refuses a finished game, the one thing Arrange lets through that
// no game goes on from.
func (Game) Check(pos rules.Position) error {
	s := pos.(*State)
	for p, side := range (Game{}).Players() {
		if s.home[p] == s.pieces {
			return errors.New("ur: setup has every " + side + " piece borne off: the game is over")
		}
	}
	return nil
}

// Diagram returns pos as a diagram, false once the game is over.
func (Game) Diagram(pos rules.Position) (rules.Diagram, bool) {
	s := pos.(*State)
	if s.toMove == rules.NoPlayer {
		return rules.Diagram{}, false
	}
	d := rules.Diagram{ToMove: s.toMove, Cells: map[string]string{}}
	for p := range sideKinds {
		for i := startIndex + 1; i < finishIndex; i++ {
			if s.board[p]&(1<<i) != 0 {
				d.Cells[PathCell(rules.Player(p), i).String()] = sideKinds[p]
			}
		}
		if s.home[p] > 0 {
			d.Cells[PathCell(rules.Player(p), finishIndex).String()] = strconv.Itoa(int(s.home[p]))
		}
	}
	return d, true
}

// SayKind says an Ur kind in words: a side's piece, or a count borne off.
func (Game) SayKind(kind string, toMove rules.Player) string {
	for p, k := range sideKinds {
		if kind == k {
			return "a " + (Game{}).Players()[p] + " piece"
		}
	}
	if kind == "" {
		return "empty"
	}
	return kind + " borne off"
}

// Game sets positions up by hand.
var (
	_ rules.Setupper  = Game{}
	_ rules.KindSayer = Game{}
)
