package boardtest

import (
	"math"

	"tessera/wasm/board"
)

// Cells is a board of numbered cells laid out on the canvas, such as a
// *hexview.Board.
type Cells interface {
	CellAt(p board.Point) (int, bool)
	Center(i int) board.Point
}

// CellsOf counts, for each cell of b, the shapes of color among shapes
// centred on that cell's centre (to half a pixel).
func CellsOf(b Cells, shapes []Shape, color string) map[int]int {
	got := map[int]int{}
	for _, s := range shapes {
		if s.Color != color {
			continue
		}
		at := s.At()
		if i, ok := b.CellAt(at); ok && math.Hypot(at.X-b.Center(i).X, at.Y-b.Center(i).Y) < 0.5 {
			got[i]++
		}
	}
	return got
}

// In returns the shapes of color among shapes whose middle lies in cell
// i of b, in drawing order.
func In(b Cells, shapes []Shape, color string, i int) []Shape {
	var out []Shape
	for _, s := range shapes {
		if c, ok := b.CellAt(s.At()); ok && c == i && s.Color == color {
			out = append(out, s)
		}
	}
	return out
}

// Marks returns the centres of the arcs and rounded rectangles of the
// shapes of color among shapes: where rings, discs and squares stand.
func Marks(shapes []Shape, color string) []board.Point {
	var out []board.Point
	for _, s := range shapes {
		if s.Color != color {
			continue
		}
		out = append(out, s.Circles...)
		for _, r := range s.Rects {
			out = append(out, r.Center())
		}
	}
	return out
}
