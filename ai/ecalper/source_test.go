package ecalper

import (
	"math"
	"testing"
)

// TestIntN checks that intN stays in range and is uniform, also for an n
// where three results in four of a plain multiply-and-shift would be
// favoured: with n = 3·2^30, each draw x < 2^32 maps to floor(3x/4), so
// without the redraw the results that are multiples of 3 would come up half
// of the time instead of a third.
func TestIntN(t *testing.T) {
	g := &source{state: 1}
	const draws = 300000
	for _, n := range []int{1, 2, 3, 7, 169, 1 << 31, 3 << 30} {
		var buckets [3]int
		for range draws {
			v := g.intN(n)
			if v < 0 || v >= n {
				t.Fatalf("intN(%d) = %d", n, v)
			}
			if n%3 == 0 {
				buckets[v%3]++
			} else {
				buckets[v*3/n]++
			}
		}
		if n < 3 {
			continue
		}
		for b, count := range buckets {
			// each bucket holds a third of the results, give or take
			// one result's share for the uneven split of n by 3
			want := draws / 3.0
			if math.Abs(float64(count)-want) > 5*math.Sqrt(want)+float64(draws)/float64(n) {
				t.Errorf("intN(%d): bucket %d has %d of %d draws", n, b, count, draws)
			}
		}
	}
}

// TestSkip checks that skip(n) moves a source on as n draws do.
func TestSkip(t *testing.T) {
	for n := range 10 {
		a, b := source{state: 7}, source{state: 7}
		for range n {
			a.next()
		}
		b.skip(n)
		if a.next() != b.next() {
			t.Fatalf("skip(%d) does not match %d draws", n, n)
		}
	}
}
