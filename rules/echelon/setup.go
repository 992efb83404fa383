package echelon

import (
	"errors"
	"strconv"
	"strings"

	"tessera/rules"
)

// Echelon's setup kinds: a stack written bottom to top with r for a red
// piece and b for a blue one ("r" a lone red piece, "rb" a blue piece on
// a red one), and "dead" for a dead cell.
const kindDead = "dead"

// stackLetters are the letters of the players' pieces in a stack kind, in
// player order: red's, then blue's.
const stackLetters = "rb"

// SetupCells lists the board's cells in index order.
func (Game) SetupCells(opts rules.Options) []string {
	cells := make([]string, Cells)
	for c := range cells {
		cells[c] = tab.board.Name(c)
	}
	return cells
}

// SetupKinds lists what an editor cycles a cell through: a lone piece of
// either player, the stacks of two, and a dead cell. Setup texts may name
// taller stacks.
func (Game) SetupKinds(opts rules.Options, cell string) []string {
	return []string{"", "r", "b", "rr", "rb", "br", "bb", kindDead}
}

// Arrange builds the position d shows. It refuses a cell off the board, a
// kind that is neither a stack nor dead, and a stack taller than every
// piece together.
func (Game) Arrange(opts rules.Options, d rules.Diagram) (rules.Position, error) {
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	s := &State{variant: o.Variant}
	for name, kind := range d.Cells {
		c, err := tab.board.Parse(name)
		if err != nil {
			return nil, errors.New("echelon: setup: " + err.Error())
		}
		if kind == kindDead {
			s.height[c] = deadCell
			continue
		}
		if len(kind) > MaxHeight || strings.Trim(kind, stackLetters) != "" {
			return nil, errors.New("echelon: setup: " + strconv.Quote(kind) +
				" is not a kind of Echelon (a stack of r and b, bottom to top, at most " + strconv.Itoa(MaxHeight) + " high, or dead)")
		}
		for k := range len(kind) {
			if kind[k] == stackLetters[blue] {
				s.owners[c] |= 1 << k
			}
		}
		s.height[c] = uint8(len(kind))
	}
	s.settle(d.ToMove)
	return s, nil
}

// Check refuses what no game reaches: pieces are never taken, so each
// player has all ten; a starting cell left empty is dead, unless the
// position is a start of its own (see isStart); in the standard game a
// stack of exactly three ends it at once; and a player to move with no
// legal move has lost.
func (Game) Check(pos rules.Position) error {
	s := pos.(*State)
	names := Game{}.Players()
	var count [2]int
	for c := range Cells {
		for _, p := range s.Stack(c) {
			count[p]++
		}
		if s.variant == Standard && s.Height(c) == 3 {
			return errors.New("echelon: setup has a stack of three on " + tab.board.Name(c) + ": in the standard game it would have won")
		}
	}
	start := s.isStart()
	for p, cells := range tab.setup {
		if count[p] != Pieces {
			return errors.New("echelon: setup has " + strconv.Itoa(count[p]) + " " + names[p] +
				" pieces: pieces are never taken, so each player has " + strconv.Itoa(Pieces))
		}
		for _, c := range cells {
			if s.height[c] == 0 && !start {
				hint := ""
				if s.unplayed() {
					hint = startHint
				}
				return errors.New("echelon: " + tab.board.Name(int(c)) + " started with a " + names[p] +
					" piece: once empty it is dead, not live" + hint)
			}
		}
	}
	if s.winner != rules.NoPlayer {
		return errors.New("echelon: setup leaves " + names[s.turn] + " no legal move: the game is over")
	}
	return nil
}

// isStart reports whether s is a start as NewFrom makes one: red to move,
// every piece alone on its cell, no dead cell, and each blue piece on the
// point reflection of a red one. The rules' start is withdrawn and others
// are being tried (docs/rules.md, "Echelon start position"), so a position
// set up as such a start is a game's beginning, whichever cells it uses.
func (s *State) isStart() bool {
	if s.turn != red || !s.unplayed() {
		return false
	}
	for c := range Cells {
		if s.Height(c) == 1 && s.topOwner(c) == blue {
			o := tab.board.Opposite(c)
			if s.Height(o) != 1 || s.topOwner(o) != red {
				return false
			}
		}
	}
	return true
}

// unplayed reports whether s looks untouched by play: no stack and no
// dead cell.
func (s *State) unplayed() bool {
	for c := range Cells {
		if s.Dead(c) || s.Height(c) > 1 {
			return false
		}
	}
	return true
}

// startHint is what Check adds when a position set up without stacks or
// dead cells is not a start: what a start of one's own needs.
const startHint = " (a start of your own needs red to move and blue on the point reflections of red's cells)"

// Diagram returns pos as a diagram, false once the game is over.
func (Game) Diagram(pos rules.Position) (rules.Diagram, bool) {
	s := pos.(*State)
	if s.winner != rules.NoPlayer {
		return rules.Diagram{}, false
	}
	d := rules.Diagram{ToMove: s.turn, Cells: map[string]string{}}
	for c := range Cells {
		if s.Dead(c) {
			d.Cells[tab.board.Name(c)] = kindDead
			continue
		}
		stack := s.Stack(c)
		if len(stack) == 0 {
			continue
		}
		b := make([]byte, len(stack))
		for k, p := range stack {
			b[k] = stackLetters[p]
		}
		d.Cells[tab.board.Name(c)] = string(b)
	}
	return d, true
}

// SayKind says an Echelon kind in words: a dead cell, a lone piece, or a
// stack bottom to top.
func (Game) SayKind(kind string, toMove rules.Player) string {
	names := Game{}.Players()
	switch {
	case kind == kindDead:
		return "a dead cell"
	case kind == "" || strings.Trim(kind, stackLetters) != "":
		return "empty"
	case len(kind) == 1:
		return "a " + names[strings.IndexByte(stackLetters, kind[0])] + " piece"
	}
	owners := make([]string, len(kind))
	for k := range kind {
		owners[k] = names[strings.IndexByte(stackLetters, kind[k])]
	}
	return "a stack of " + strconv.Itoa(len(kind)) + ", bottom to top: " + strings.Join(owners, ", ")
}

// Game sets positions up by hand.
var (
	_ rules.Setupper  = Game{}
	_ rules.KindSayer = Game{}
)
