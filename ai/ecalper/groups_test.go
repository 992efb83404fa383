package ecalper

import (
	"math/rand/v2"
	"testing"

	"tessera/rules/ecalper"
	"tessera/rules/hexhex"
)

// plainSide measures the groups of the stones b on board by a flood fill
// over the board's neighbour lists: the largest group and the number of
// groups.
func plainSide(board *hexhex.Board, b ecalper.Bits) ecalper.Side {
	var sd ecalper.Side
	var seen ecalper.Bits
	for c := range board.Len() {
		if !b.Has(c) || seen.Has(c) {
			continue
		}
		sd.Groups++
		size, stack := 0, []int{c}
		seen[c>>6] |= 1 << (c & 63)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, n := range board.Neighbors(x) {
				if b.Has(n) && !seen.Has(n) {
					seen[n>>6] |= 1 << (n & 63)
					stack = append(stack, n)
				}
			}
		}
		sd.Largest = max(sd.Largest, size)
	}
	return sd
}

// TestMeasure checks measure against a plain flood fill on random boards of
// every side, from nearly empty to nearly full, the colours drawn cell by
// cell, and on the boards with every cell of one colour or none.
func TestMeasure(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var lb labels
	for size := ecalper.MinSize; size <= ecalper.MaxSize; size++ {
		board, err := hexhex.New(size)
		if err != nil {
			t.Fatal(err)
		}
		tb := newTables(board)
		check := func(stones [2]ecalper.Bits) {
			t.Helper()
			got := tb.measure(&stones, &lb)
			for x := range stones {
				if want := plainSide(board, stones[x]); got[x] != want {
					t.Fatalf("side %d, colour %d of %x: measured %+v, want %+v", size, x, stones, got[x], want)
				}
			}
		}
		var all ecalper.Bits
		for c := range board.Len() {
			all[c>>6] |= 1 << (c & 63)
		}
		check([2]ecalper.Bits{all, {}})
		check([2]ecalper.Bits{{}, all})
		for i := range 2000 {
			black, white := float64(i%10)/10, float64(i%7)/7
			var stones [2]ecalper.Bits
			for c := range board.Len() {
				switch u := r.Float64(); {
				case u < black:
					stones[0][c>>6] |= 1 << (c & 63)
				case u < black+(1-black)*white:
					stones[1][c>>6] |= 1 << (c & 63)
				}
			}
			check(stones)
		}
	}
}
