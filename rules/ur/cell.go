package ur

import (
	"errors"
	"strconv"

	"tessera/rules"
)

// PathLen is the number of path indices: 0 is the start pool, 1..14 the
// board squares, 15 the finish pool.
const PathLen = 16

// Path indices of note.
const (
	startIndex  = 0
	finishIndex = PathLen - 1
	firstShared = 5  // the first square of the M column
	lastShared  = 12 // the last square of the M column
	safeIndex   = 8  // M3, the central rosette, where no piece is taken
)

// rosettes has bit i set for every path index i that is a rosette.
const rosettes uint16 = 1<<4 | 1<<8 | 1<<14

// Cell is a cell of the 3x8 grid: column 'L', 'M' or 'R', row 0..7. The
// cells L4, L5, R4 and R5 are the off-board pools.
type Cell struct {
	Col byte
	Row int
}

// String returns the cell's name, as "L4"; the zero Cell gives "".
func (c Cell) String() string {
	if c.Col == 0 {
		return ""
	}
	return string(rune(c.Col)) + strconv.Itoa(c.Row)
}

// ParseCell reads a cell name such as "M3".
func ParseCell(s string) (Cell, error) {
	if len(s) != 2 || (s[0] != 'L' && s[0] != 'M' && s[0] != 'R') || s[1] < '0' || s[1] > '7' {
		return Cell{}, errors.New("ur: " + strconv.Quote(s) + " is not a cell (L, M or R and a row 0 to 7)")
	}
	return Cell{Col: s[0], Row: int(s[1] - '0')}, nil
}

// pathRows lists the rows of a side's path; indices 0..4 and 13..15 are in
// the side's own column, 5..12 in the M column.
var pathRows = [PathLen]int{4, 3, 2, 1, 0, 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5}

// sideCol is each side's own column.
var sideCol = [2]byte{'L', 'R'}

// PathCell returns the cell of p's path index i (0..15).
func PathCell(p rules.Player, i int) Cell {
	if shared(i) {
		return Cell{Col: 'M', Row: pathRows[i]}
	}
	return Cell{Col: sideCol[p], Row: pathRows[i]}
}

// PathIndex returns the index of c on p's path, and false if c is not on it.
func PathIndex(p rules.Player, c Cell) (int, bool) {
	for i := range PathLen {
		if PathCell(p, i) == c {
			return i, true
		}
	}
	return 0, false
}

// IsRosette says whether c is a rosette: L0, R0, M3, L6 or R6.
func IsRosette(c Cell) bool {
	for _, p := range []rules.Player{rules.First, rules.Second} {
		if i, ok := PathIndex(p, c); ok && rosettes&(1<<i) != 0 {
			return true
		}
	}
	return false
}

// shared says whether path index i is in the M column, where the sides
// meet; both sides give these squares the same index.
func shared(i int) bool { return firstShared <= i && i <= lastShared }
