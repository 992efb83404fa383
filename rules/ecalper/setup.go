package ecalper

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// Ecalper's setup kinds: a black stone, a white stone, and a stone the
// opponent of the player to move placed in its previous turn (the stones
// the mover may replace).
const (
	kindBlack = "b"
	kindWhite = "w"
	kindNew   = "new"
)

// colourKinds are the kinds of the colours' stones.
var colourKinds = [2]string{kindBlack, kindWhite}

// board returns the geometry of opts, or an error that names a bad option.
func board(opts rules.Options) (*State, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	return New(o)
}

// SetupCells lists the board's cells in index order.
func (Game) SetupCells(opts rules.Options) []string {
	s, err := board(opts)
	if err != nil {
		return nil
	}
	cells := make([]string, s.geo.board.Len())
	for c := range cells {
		cells[c] = s.geo.board.Name(c)
	}
	return cells
}

// SetupKinds lists what any cell may hold: a black or white stone, or a
// stone the opponent of the mover just placed.
func (Game) SetupKinds(opts rules.Options, cell string) []string {
	return []string{"", kindBlack, kindWhite, kindNew}
}

// Arrange builds the position d shows, at the start of the mover's turn:
// to replace one of the new stones, or on an empty board to place the
// first three. It refuses a cell off the board and an unknown kind.
func (Game) Arrange(opts rules.Options, d rules.Diagram) (rules.Position, error) {
	s, err := board(opts)
	if err != nil {
		return nil, err
	}
	for name, kind := range d.Cells {
		c, err := s.geo.board.Parse(name)
		if err != nil {
			return nil, errors.New("ecalper: setup: " + err.Error())
		}
		switch kind {
		case kindBlack:
			s.stones[Black].add(c)
		case kindWhite:
			s.stones[White].add(c)
		case kindNew:
			s.stones[d.ToMove.Other()].add(c)
			s.replaceable.add(c)
		default:
			return nil, errors.New("ecalper: setup: " + strconv.Quote(kind) + " is not a kind of Ecalper (b, w or new)")
		}
		s.empty--
	}
	s.toMove = d.ToMove
	stones := s.geo.board.Len() - int(s.empty)
	if stones > 0 {
		s.placing = 0
	}
	s.swapOpen = s.pie && d.ToMove == White && stones == PerTurn
	return s, nil
}

// Check refuses what no game reaches. A turn places three stones and
// every turn but black's first converts one, each stone at most once: so
// after k turns the stones number 3k, black to move exactly when k is
// even, black holding 3j+3 and white 3j when k = 2j+1, black 3j-1 and
// white 3j+1 when k = 2j > 0; and the opponent's three stones of its last
// turn are marked new.
func (Game) Check(pos rules.Position) error {
	s := pos.(*State)
	b, w := s.stones[Black].Len(), s.stones[White].Len()
	k := (b + w) / PerTurn
	if (b+w)%PerTurn != 0 {
		return errors.New("ecalper: setup has " + strconv.Itoa(b+w) +
			" stones: every turn places three, so the stones must number a multiple of three")
	}
	mover := Black
	if k%2 == 1 {
		mover = White
	}
	wantB, wantW := 3*(k/2)+3, 3*(k/2)
	if k%2 == 0 {
		wantB, wantW = 3*(k/2)-1, 3*(k/2)+1
	}
	colours := Game{}.Players()
	switch {
	case s.toMove != mover:
		return errors.New("ecalper: setup has " + strconv.Itoa(b+w) + " stones, " + strconv.Itoa(k) +
			" turns played: it is " + colours[mover] + "'s turn, not " + colours[s.toMove] + "'s")
	case k > 0 && (b != wantB || w != wantW):
		return errors.New("ecalper: after " + strconv.Itoa(k) + " turns black holds " + strconv.Itoa(wantB) +
			" stones and white " + strconv.Itoa(wantW) + " (three placed a turn, one converted), not " +
			strconv.Itoa(b) + " and " + strconv.Itoa(w))
	case k > 0 && s.replaceable.Len() != PerTurn:
		return errors.New("ecalper: " + colours[mover.Other()] + "'s three stones of its last turn must be marked new, not " +
			strconv.Itoa(s.replaceable.Len()))
	}
	return nil
}

// Diagram returns pos as a diagram at the start of a turn, false in the
// middle of one, once the game is over, and in white's first turn after a
// swap (which a setup cannot say).
func (Game) Diagram(pos rules.Position) (rules.Diagram, bool) {
	s := pos.(*State)
	stones := s.geo.board.Len() - int(s.empty)
	start := s.placing == 0 || s.placing == 1 && stones == 0
	if s.toMove == rules.NoPlayer || !start || s.swapped && stones == PerTurn {
		return rules.Diagram{}, false
	}
	d := rules.Diagram{ToMove: s.toMove, Cells: map[string]string{}}
	for p, kind := range colourKinds {
		for _, c := range s.stones[p].Cells() {
			d.Cells[s.geo.board.Name(c)] = kind
		}
	}
	for _, c := range s.replaceable.Cells() {
		d.Cells[s.geo.board.Name(c)] = kindNew
	}
	return d, true
}

// SayKind says an Ecalper kind in words.
func (Game) SayKind(kind string, toMove rules.Player) string {
	colours := Game{}.Players()
	for p, k := range colourKinds {
		if kind == k {
			return "a " + colours[p] + " stone"
		}
	}
	if kind == kindNew && toMove != rules.NoPlayer {
		return "a " + colours[toMove.Other()] + " stone of " + colours[toMove.Other()] + "'s last turn, to replace"
	}
	return "empty"
}

// Game sets positions up by hand.
var (
	_ rules.Setupper  = Game{}
	_ rules.KindSayer = Game{}
)
