package iris_test

import (
	"testing"

	"tessera/rules/hexhex"
	"tessera/rules/iris"
)

// TestLayoutMatchesHexhex checks the bit layout against the geometry of
// rules/hexhex for every side: each cell has its own bit and back, the rim
// and gray sets and the opposites agree, and the shift-based Adjacent and
// Flood (over two cells) find exactly hexhex's neighbours.
func TestLayoutMatchesHexhex(t *testing.T) {
	for side := iris.MinSize; side <= iris.MaxSize; side++ {
		lay := iris.LayoutOf(side)
		hex := lay.Hex()
		if lay.All().Count() != hex.Len() || lay.Perimeter().Count() != len(hex.Perimeter()) || lay.RimLen() != 6*(side-1) {
			t.Fatalf("side %d: %d cells, %d rim, RimLen %d", side, lay.All().Count(), lay.Perimeter().Count(), lay.RimLen())
		}
		for c := range hex.Len() {
			i := lay.Bit(c)
			if lay.Cell(i) != c || lay.Perimeter().Has(i) != hex.OnPerimeter(c) || lay.Gray().Has(i) == hex.OnPerimeter(c) {
				t.Fatalf("side %d cell %s: bit %d maps back to %d, rim %v", side, hex.Name(c), i, lay.Cell(i), lay.Perimeter().Has(i))
			}
			if lay.Opposite(i) != lay.Bit(hex.Opposite(c)) {
				t.Fatalf("side %d cell %s: opposite bit %d, want %d", side, hex.Name(c), lay.Opposite(i), lay.Bit(hex.Opposite(c)))
			}
			for d := range hex.Len() {
				j := lay.Bit(d)
				if lay.Adjacent(i, j) != hex.Adjacent(c, d) || lay.Around(i).Has(j) != hex.Adjacent(c, d) {
					t.Fatalf("side %d: %s and %s: Adjacent %v, Around %v, hexhex %v", side, hex.Name(c), hex.Name(d), lay.Adjacent(i, j), lay.Around(i).Has(j), hex.Adjacent(c, d))
				}
				var one, two iris.Bits
				one.Set(i)
				two.Set(i)
				two.Set(j)
				if want := map[bool]iris.Bits{true: two, false: one}[hex.Adjacent(c, d) || c == d]; lay.Flood(i, two) != want {
					t.Fatalf("side %d: Flood from %s over it and %s = %v, want %v", side, hex.Name(c), hex.Name(d), lay.Flood(i, two), want)
				}
			}
		}
	}
	// The corners of the (2n-1)x(2n-1) square are off the board: on side
	// 8, (8, 0) is bit 8 and (0, 8) bit 15*8.
	if lay := iris.LayoutOf(iris.MaxSize); lay.Cell(8) != hexhex.None || lay.Cell(15*8) != hexhex.None {
		t.Error("bits 8 and 120 of side 8 should be off the board")
	}
}

// TestLayoutLists checks the gray and rim pair lists against the sets.
func TestLayoutLists(t *testing.T) {
	for side := iris.MinSize; side <= iris.MaxSize; side++ {
		lay := iris.LayoutOf(side)
		var gray, rim iris.Bits
		for _, i := range lay.GrayBits() {
			gray.Set(int(i))
		}
		for _, p := range lay.PairBits() {
			if p[0] >= p[1] || lay.Opposite(int(p[0])) != int(p[1]) {
				t.Errorf("side %d: pair %v is not a rim cell and its opposite, lower first", side, p)
			}
			rim.Set(int(p[0]))
			rim.Set(int(p[1]))
		}
		if gray != lay.Gray() || len(lay.GrayBits()) != gray.Count() || rim != lay.Perimeter() || 2*len(lay.PairBits()) != rim.Count() {
			t.Errorf("side %d: the lists do not cover the gray cells and the rim once each", side)
		}
	}
}
