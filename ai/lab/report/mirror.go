package report

import (
	"strconv"
	"strings"

	"tessera/rules/hexhex"
)

// A Mirror is one of the seed reports' four mirroring strategies: it plays
// the image of the opponent's move under a symmetry of the board when that
// is legal, else the level it stands on.
type Mirror int

// The four mirrors, in the seed reports' order.
const (
	HalfTurn Mirror = iota // rotation by half a turn about the centre
	ReflectX               // reflection in the x axis
	ReflectY               // reflection in the y axis
	Copy                   // the opponent's move itself
)

// Mirrors lists the four mirrors.
var Mirrors = [...]Mirror{HalfTurn, ReflectX, ReflectY, Copy}

// String names m as the seed reports do.
func (m Mirror) String() string {
	return [...]string{"Rotation (half turn)", "Reflection (X axis)", "Reflection (Y axis)", "Copy last move"}[m]
}

// Board maps the cells of a board through the mirrors.
type Board interface {
	// Image returns the image of the cell named cell under m.
	Image(m Mirror, cell string) (string, bool)
}

// Hexhex is a hexhex board (docs/rules.md's axial cells). Its x axis is the
// line through a1 and the opposite corner (q and r swap), its y axis the
// perpendicular line through the centre (q, r to 2n-2-r, 2n-2-q).
type Hexhex struct{ B *hexhex.Board }

// Image maps cell through m.
func (h Hexhex) Image(m Mirror, cell string) (string, bool) {
	i, err := h.B.Parse(cell)
	if err != nil {
		return "", false
	}
	q, r := h.B.Coord(i)
	e := 2*h.B.Side() - 2
	switch m {
	case HalfTurn:
		q, r = e-q, e-r
	case ReflectX:
		q, r = r, q
	case ReflectY:
		q, r = e-r, e-q
	}
	return h.B.Name(h.B.At(q, r)), true
}

// Square is a square board of side N, cells named as docs/rules.md's Carteso
// (column letter from a, row number from 1 at the bottom).
type Square struct{ N int }

// Image maps cell through m.
func (s Square) Image(m Mirror, cell string) (string, bool) {
	if len(cell) < 2 || cell[1] == '0' { // "a01" is no name
		return "", false
	}
	c := int(cell[0] - 'a')
	r, err := strconv.Atoi(cell[1:])
	r--
	if err != nil || c < 0 || c >= s.N || r < 0 || r >= s.N {
		return "", false
	}
	e := s.N - 1
	switch m {
	case HalfTurn:
		c, r = e-c, e-r
	case ReflectX:
		r = e - r
	case ReflectY:
		c = e - c
	}
	return string(rune('a'+c)) + strconv.Itoa(r+1), true
}

// cellSpans returns where the cell names of a token are (a lower-case
// letter and digits, as in "xd4", "Be5", "e4-e7"), as [start, end) pairs.
func cellSpans(token string) [][2]int {
	var out [][2]int
	digit := func(i int) bool { return i < len(token) && '0' <= token[i] && token[i] <= '9' }
	for i := 0; i < len(token); i++ {
		if token[i] < 'a' || token[i] > 'z' || !digit(i+1) {
			continue
		}
		j := i + 1
		for digit(j) {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j - 1
	}
	return out
}

// Cell returns the last cell a token names (its destination, for a move
// from cell to cell), "" if it names none.
func Cell(token string) string {
	spans := cellSpans(token)
	if len(spans) == 0 {
		return ""
	}
	last := spans[len(spans)-1]
	return token[last[0]:last[1]]
}

// ImageToken maps every cell named in token through m; a token that names
// no cell (pass, swap) is its own image.
func ImageToken(b Board, m Mirror, token string) (string, bool) {
	var out strings.Builder
	at := 0
	for _, sp := range cellSpans(token) {
		img, ok := b.Image(m, token[sp[0]:sp[1]])
		if !ok {
			return "", false
		}
		out.WriteString(token[at:sp[0]])
		out.WriteString(img)
		at = sp[1]
	}
	out.WriteString(token[at:])
	return out.String(), true
}
