package carteso

import "math"

// measured is vertical's mean margin (its claimed stones less
// horizontal's) over self-play games with no komi, per board side, with
// the half-width of its 95% interval: cartesolab komi, 2,000 playouts a
// stone for both players (the Casual level's search), seed 11; 800 games
// on side 7, 600 on 9, 300 on 11, 200 on 13.
var measured = []struct {
	size           int
	margin, within float64
}{
	{7, -1.40, 1.66},
	{9, -0.98, 2.83},
	{11, -0.07, 5.13},
	{13, 5.30, 7.33},
}

// Margin returns the margin by which the first player, vertical, is
// expected to win a game of side size with no komi: a first-move
// advantage taken as proportional to the board's area, its rate fitted to
// the measurements by weighted least squares (each weighed by the inverse
// of its variance). Every measured interval holds 0, so a side's own mean
// would be mostly noise (and flip sign from side to side); the fit pools
// them.
func Margin(size int) float64 {
	var num, den float64
	for _, m := range measured {
		area := float64(m.size * m.size)
		variance := (m.within / 1.96) * (m.within / 1.96)
		num += m.margin * area / variance
		den += area * area / variance
	}
	return num / den * float64(size*size)
}

// FairKomi returns the komi the AI proposes, and the new game dialog
// offers, on a board of side size: the n + 0.5 nearest Margin, so that
// no game is drawn.
func FairKomi(size int) float64 { return math.Floor(Margin(size)) + 0.5 }

// ChooseSide says which side the AI takes as the second player, offered
// komi for horizontal on a board of side size: vertical when the komi is
// less than the margin vertical is expected to win by without it, else
// horizontal.
func ChooseSide(size int, komi float64) (vertical bool) { return komi < Margin(size) }
