package main

import (
	"fmt"
	"slices"
	"strings"

	"tessera/ai/echelon"
	"tessera/rules"
	rules_echelon "tessera/rules/echelon"
	"tessera/rules/hexhex"
)

// layout is a start position: red's ten cells, sorted; blue stands on
// their point reflections.
type layout [rules_echelon.Pieces]int

// board is Echelon's board.
var board = rules_echelon.Board()

// makeLayout returns the layout of red's cells, false unless they are ten
// distinct cells none of which is the centre or the reflection of another.
func makeLayout(cells []int) (layout, bool) {
	var l layout
	if len(cells) != len(l) {
		return l, false
	}
	copy(l[:], cells)
	slices.Sort(l[:])
	for i, c := range l {
		if c == board.Centre() || (i > 0 && l[i-1] == c) || slices.Contains(l[:], board.Opposite(c)) {
			return l, false
		}
	}
	return l, true
}

// parseLayout reads red's cells, names separated by spaces or commas.
func parseLayout(text string) (layout, error) {
	var cells []int
	for _, name := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' }) {
		c, err := board.Parse(name)
		if err != nil {
			return layout{}, err
		}
		cells = append(cells, c)
	}
	l, ok := makeLayout(cells)
	if !ok {
		return l, fmt.Errorf("echelonlab: %q: want ten distinct red cells, none the centre or another's reflection", text)
	}
	return l, nil
}

// rulesLayout returns the layout of the rules' start.
func rulesLayout() layout {
	var l layout
	copy(l[:], rules_echelon.StartCells(rules.First))
	slices.Sort(l[:])
	return l
}

// position returns l's start, red to move, in variant v.
func (l layout) position(v rules_echelon.Variant) *rules_echelon.State {
	return rules_echelon.NewFrom(rules_echelon.Options{Variant: v}, l[:])
}

// String returns red's cells by name.
func (l layout) String() string {
	names := make([]string, len(l))
	for i, c := range l {
		names[i] = board.Name(c)
	}
	return strings.Join(names, " ")
}

// text returns l as a share link's setup text.
func (l layout) text() string {
	pos := l.position(rules_echelon.Standard)
	text, _ := rules.SetupText(rules_echelon.Game{}, rules.Options{}, pos)
	return text
}

// figure draws l: rows of the board, r for red, b for blue, . for an
// empty cell, the rows shifted as on a hexhex board.
func (l layout) figure() string {
	var sb strings.Builder
	n := board.Side()
	for r := 2*n - 2; r >= 0; r-- {
		sb.WriteString(strings.Repeat(" ", abs(r-(n-1))))
		for q := range 2*n - 1 {
			c := board.At(q, r)
			if c == hexhex.None {
				continue
			}
			switch {
			case slices.Contains(l[:], c):
				sb.WriteString("r ")
			case slices.Contains(l[:], board.Opposite(c)):
				sb.WriteString("b ")
			default:
				sb.WriteString(". ")
			}
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// distance returns the number of steps from the centre to c.
func distance(c int) int {
	q, r := board.Coord(c)
	n := board.Side() - 1
	dq, dr := q-n, r-n
	return max(abs(dq), abs(dr), abs(dq-dr))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// quickWin says whether someone forces a stack win within three plies
// from l's standard start: red from the start, or blue after every first
// move of red. (After a first move that stomps, blue often wins at once:
// a stack of two next to a free enemy piece is lost. So some first
// moves lose at once in any start whose armies touch.)
func (l layout) quickWin() bool {
	pos := l.position(rules_echelon.Standard)
	return echelon.WinsWithin(pos, 3) || echelon.LosesWithin(pos, 4)
}

// forcedWin5 says whether red forces a win within five plies, or blue
// within five after red's first move, by exhaustive search.
func (l layout) forcedWin5() bool {
	pos := l.position(rules_echelon.Standard)
	return echelon.WinsWithin(pos, 5) || echelon.LosesWithin(pos, 6)
}
