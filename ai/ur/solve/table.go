package solve

import (
	"tessera/rules"
	"tessera/rules/ur"
)

// Table holds the mover's win chance before its roll for every position
// of one piece count.
type Table struct {
	x      *Index
	values []float32
}

// Index returns the table's index.
func (t *Table) Index() *Index { return t.x }

// Value returns the stored win chance of the position numbered i.
func (t *Table) Value(i int) float64 { return float64(t.values[i]) }

// PositionOf returns s seen from its side to move, false once the game is
// over.
func PositionOf(s *ur.State) (Position, bool) {
	p := s.ToMove()
	if p == rules.NoPlayer {
		return Position{}, false
	}
	o := p.Other()
	return Position{Board: [2]uint16{s.Board(p), s.Board(o)}, Home: [2]int{s.Home(p), s.Home(o)}}, true
}

// WinChance returns the chance that s's side to move wins under perfect
// play, before its roll; false when the game is over or s has another
// piece count.
func (t *Table) WinChance(s *ur.State) (float64, bool) {
	p, ok := PositionOf(s)
	if !ok || s.Options().Pieces != t.x.pieces {
		return 0, false
	}
	i, ok := t.x.Of(p)
	if !ok {
		return 0, false
	}
	return t.Value(i), true
}
