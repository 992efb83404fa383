package carteso

import (
	"errors"
	"strconv"
)

// Board sizes, in points per side.
const (
	MinSize     = 5
	MaxSize     = 19
	DefaultSize = 9
)

// Point is a point of the board, packed as row<<5 | column, both from 0:
// column 0 is a, row 0 is 1, so At(0, 0) is a1, the bottom-left point.
type Point uint16

// noPoint stands for no point at all.
const noPoint Point = 1<<16 - 1

// At returns the point in column col and row row, both counted from 0.
func At(col, row int) Point { return Point(row<<5 | col) }

// Col returns p's column, 0 for a.
func (p Point) Col() int { return int(p & 31) }

// Row returns p's row, 0 for row 1.
func (p Point) Row() int { return int(p >> 5) }

// String returns p's name, as "e5".
func (p Point) String() string {
	return string(rune('a'+p.Col())) + strconv.Itoa(p.Row()+1)
}

// ParsePoint reads a point name such as "e5" on a board of side size: a
// column letter, then a row number from 1 without leading zeros.
func ParsePoint(name string, size int) (Point, error) {
	if len(name) < 2 || len(name) > 3 || name[0] < 'a' || name[0] >= 'a'+byte(size) ||
		name[1] < '1' || name[1] > '9' || len(name) == 3 && (name[2] < '0' || name[2] > '9') {
		return 0, notPoint(name, size)
	}
	row, _ := strconv.Atoi(name[1:])
	if row > size {
		return 0, notPoint(name, size)
	}
	return At(int(name[0]-'a'), row-1), nil
}

// notPoint is ParsePoint's error for a name that is no point of the board
// of side size.
func notPoint(name string, size int) error {
	n := strconv.Itoa(size)
	return errors.New("carteso: " + strconv.Quote(name) + " is not a point of the " + n + "x" + n + " board")
}

// Colour is a stone's colour.
type Colour int8

// The colours; NoColour stands for an empty point.
const (
	NoColour Colour = -1
	Black    Colour = 0
	White    Colour = 1
)

// Other returns the other colour (NoColour stays NoColour).
func (c Colour) Other() Colour {
	if c == NoColour {
		return NoColour
	}
	return 1 - c
}

// String returns "black", "white", or "" for NoColour.
func (c Colour) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return ""
}
