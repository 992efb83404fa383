package iris

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// colourKinds are Iris's setup kinds: a black stone, a white stone.
var colourKinds = [2]string{"b", "w"}

// SetupCells lists the board's cells in index order.
func (Game) SetupCells(opts rules.Options) []string {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil
	}
	hex := LayoutOf(o.Size).hex
	cells := make([]string, hex.Len())
	for c := range cells {
		cells[c] = hex.Name(c)
	}
	return cells
}

// SetupKinds lists what any cell may hold: a black or a white stone.
func (Game) SetupKinds(opts rules.Options, cell string) []string {
	return []string{"", colourKinds[0], colourKinds[1]}
}

// Arrange builds the position d shows, at the start of a turn with no pass
// just played; an empty board with black to move is the start, black's
// single-stone turn to come. It refuses a cell off the board and an
// unknown kind.
func (Game) Arrange(opts rules.Options, d rules.Diagram) (rules.Position, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	s := New(o)
	for name, kind := range d.Cells {
		c, err := s.lay.hex.Parse(name)
		if err != nil {
			return nil, errors.New("iris: setup: " + err.Error())
		}
		switch kind {
		case colourKinds[0]:
			s.stones[0].Set(s.lay.Bit(c))
		case colourKinds[1]:
			s.stones[1].Set(s.lay.Bit(c))
		default:
			return nil, errors.New("iris: setup: " + strconv.Quote(kind) + " is not a kind of Iris (b or w)")
		}
	}
	s.toMove = d.ToMove
	s.single = d.ToMove == rules.First && len(d.Cells) == 0
	return s, nil
}

// Check refuses a full board (the game is over) and a perimeter stone
// whose opposite cell does not hold a stone of its colour: perimeter cells
// are filled in opposite pairs, by the same player in the same turn.
func (Game) Check(pos rules.Position) error {
	s := pos.(*State)
	if s.Empty().Empty() {
		return errors.New("iris: setup fills the board: the game is over")
	}
	var err error
	for p, name := range (Game{}).Players() {
		s.stones[p].And(s.lay.perimeter).Each(func(i int) {
			if o := s.lay.Opposite(i); err == nil && !s.stones[p].Has(o) {
				err = errors.New("iris: the " + name + " stone on " + s.lay.hex.Name(s.lay.Cell(i)) + " needs a " + name +
					" stone on the opposite cell " + s.lay.hex.Name(s.lay.Cell(o)) + ": perimeter cells fill in opposite pairs")
			}
		})
	}
	return err
}

// Diagram returns pos as a diagram at the start of a turn, false while a
// turn's second stone is to come and once the game is over.
func (Game) Diagram(pos rules.Position) (rules.Diagram, bool) {
	s := pos.(*State)
	if s.toMove == rules.NoPlayer || s.first != noStone {
		return rules.Diagram{}, false
	}
	d := rules.Diagram{ToMove: s.toMove, Cells: map[string]string{}}
	for p, kind := range colourKinds {
		s.stones[p].Each(func(i int) { d.Cells[s.lay.hex.Name(s.lay.Cell(i))] = kind })
	}
	return d, true
}

// SayKind says an Iris kind in words.
func (Game) SayKind(kind string, toMove rules.Player) string {
	for p, k := range colourKinds {
		if kind == k {
			return "a " + (Game{}).Players()[p] + " stone"
		}
	}
	return "empty"
}

// Game sets positions up by hand.
var (
	_ rules.Setupper  = Game{}
	_ rules.KindSayer = Game{}
)
