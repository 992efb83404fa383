package hexview

import (
	"cmp"
	"math"
	"slices"
)

// Ring returns the rim cells in the order they are drawn round the board,
// clockwise from straight up. The cell opposite Ring()[k] is
// Ring()[k+len/2]: a point reflection turns the rim half a turn.
func (b *Board) Ring() []int {
	unit := Board{hex: b.hex, R: 1}
	rim := slices.Clone(b.hex.Perimeter())
	angle := make(map[int]float64, len(rim))
	for _, i := range rim {
		p := unit.Center(i)
		angle[i] = math.Mod(math.Atan2(p.X, -p.Y)+2*math.Pi, 2*math.Pi)
	}
	slices.SortFunc(rim, func(i, j int) int { return cmp.Compare(angle[i], angle[j]) })
	return rim
}
