package irisview

import (
	"strconv"

	"tessera/wasm/hexview"
)

// rainbow returns each cell's rim hue in degrees, -1 for a gray cell.
// Walking round the rim, the hues run once round the colour wheel over
// half the rim and again over the other half: opposite cells share a hue,
// neighbours have nearby hues, and the pairs' hues are evenly spaced.
func rainbow(b *hexview.Board) []int {
	hues := make([]int, b.Hex().Len())
	for i := range hues {
		hues[i] = -1
	}
	ring := b.Ring()
	half := len(ring) / 2
	for k, i := range ring {
		hues[i] = 360 * (k % half) / half
	}
	return hues
}

// rimColor returns the CSS colour of a rim cell of hue h.
func rimColor(h int, dark bool) string {
	if dark {
		return "hsl(" + strconv.Itoa(h) + ", 62%, 46%)"
	}
	return "hsl(" + strconv.Itoa(h) + ", 78%, 60%)"
}
