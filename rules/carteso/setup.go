package carteso

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// Carteso's setup kinds: a black or white stone, and the same on the first
// stone (lowest row, then leftmost) of a finished square group that the
// player not to move claimed. Every other finished group is claimed by its
// owner as if the last stone had just finished it: a longer group by the
// player it is longer for, a square one by the player to move.
var (
	stoneKinds = [2]string{"b", "w"}
	otherKinds = [2]string{"bx", "wx"}
)

// SetupCells lists the board's points row by row from a1, left to right.
func (Game) SetupCells(opts rules.Options) []string {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil
	}
	var cells []string
	for r := range o.Size {
		for c := range o.Size {
			cells = append(cells, At(c, r).String())
		}
	}
	return cells
}

// SetupKinds lists what any point may hold: a black or white stone, then
// the same marked as claimed by the player not to move.
func (Game) SetupKinds(opts rules.Options, cell string) []string {
	return []string{"", stoneKinds[0], stoneKinds[1], otherKinds[0], otherKinds[1]}
}

// Arrange builds the position d shows, the last stone placed by the
// player not to move, and lets every finished group be claimed. It refuses
// a point off the board, an unknown kind, and a claim mark anywhere but on
// the first stone of a finished square group.
func (Game) Arrange(opts rules.Options, d rules.Diagram) (rules.Position, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	s := New(o)
	marked := map[Point]bool{}
	for _, name := range (Game{}).SetupCells(opts) {
		kind, ok := d.Cells[name]
		if !ok {
			continue
		}
		p, _ := ParsePoint(name, o.Size)
		c, mark, err := stoneKind(kind)
		if err != nil {
			return nil, err
		}
		s.place(p, c)
		marked[p] = mark
	}
	if len(marked) != len(d.Cells) {
		for name := range d.Cells {
			if _, err := ParsePoint(name, o.Size); err != nil {
				return nil, errors.New("carteso: setup: " + err.Error())
			}
		}
	}
	s.toMove = d.ToMove
	if len(marked) > 0 {
		s.lastPlacer = d.ToMove.Other()
	}
	return s, s.claimAll(marked)
}

// stoneKind reads a setup kind: the stone's colour, and whether it is
// marked as claimed by the player not to move.
func stoneKind(kind string) (Colour, bool, error) {
	for c := range stoneKinds {
		switch kind {
		case stoneKinds[c]:
			return Colour(c), false, nil
		case otherKinds[c]:
			return Colour(c), true, nil
		}
	}
	return NoColour, false, errors.New("carteso: setup: " + strconv.Quote(kind) + " is not a kind of Carteso (b, w, bx or wx)")
}

// claimAll lets every finished group be claimed (by the player not to move
// where marked) and opens the others, visiting groups by their first
// stone.
func (s *State) claimAll(marked map[Point]bool) error {
	seen := map[int]bool{}
	for _, p := range s.stonePoints() {
		root := s.find(s.index(p))
		mark := marked[p]
		if seen[root] {
			if mark {
				return errors.New("carteso: setup marks " + p.String() + ", not the first stone of its group")
			}
			continue
		}
		seen[root] = true
		g := &s.nodes[root]
		square := g.maxRow-g.minRow == g.maxCol-g.minCol
		switch {
		case !s.finished(root):
			if mark {
				return errors.New("carteso: setup marks " + p.String() + " as claimed, but its group is not finished")
			}
			s.list(root)
			s.watch(g)
		case mark && !square:
			return errors.New("carteso: setup marks " + p.String() +
				" as claimed by the player not to move, but its group is longer one way: its owner claimed it")
		default:
			g.claimer = s.owner(g)
			if mark {
				g.claimer = g.claimer.Other()
			}
			s.claimed[g.claimer] += g.size
		}
	}
	return nil
}

// stonePoints returns every stone's point, row by row from the bottom,
// left to right.
func (s *State) stonePoints() []Point {
	var dst []Point
	for r := range int(s.size) {
		for c := range int(s.size) {
			if s.At(At(c, r)) != NoColour {
				dst = append(dst, At(c, r))
			}
		}
	}
	return dst
}

// Check accepts every arrangement: any stones may stand anywhere, and a
// setup's game is never over (two passes end it).
func (Game) Check(pos rules.Position) error { return nil }

// Diagram returns pos as a diagram, false once the game is over. Passes
// just played are not part of it.
func (Game) Diagram(pos rules.Position) (rules.Diagram, bool) {
	s := pos.(*State)
	if s.toMove == rules.NoPlayer {
		return rules.Diagram{}, false
	}
	d := rules.Diagram{ToMove: s.toMove, Cells: map[string]string{}}
	for _, g := range s.Groups() {
		for _, p := range g.Stones {
			d.Cells[p.String()] = stoneKinds[g.Colour]
		}
		if g.Claimer == s.toMove.Other() && g.Rows() == g.Cols() {
			d.Cells[g.Stones[0].String()] = otherKinds[g.Colour]
		}
	}
	return d, true
}

// SayKind says a Carteso kind in words.
func (Game) SayKind(kind string, toMove rules.Player) string {
	c, mark, err := stoneKind(kind)
	switch {
	case err != nil:
		return "empty"
	case mark && toMove != rules.NoPlayer:
		return "a " + c.String() + " stone, its square group claimed by " + (Game{}).Players()[toMove.Other()]
	}
	return "a " + c.String() + " stone"
}

// Game sets positions up by hand.
var (
	_ rules.Setupper  = Game{}
	_ rules.KindSayer = Game{}
)
