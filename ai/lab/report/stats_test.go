package report

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// Wilson's 95% interval, by hand with z = 1.959964 (z² = 3.841459):
//
//   - 50 of 100: centre (0.5 + z²/200) / (1 + z²/100) = 0.5; half-width
//     z·sqrt(0.0025 + z²/40000) / (1 + z²/100) = 1.959964·0.0509511 /
//     1.0384146 = 0.0961691: [0.403831, 0.596169].
//   - 10 of 10: centre (1 + z²/20) / (1 + z²/10) = 1.192073/1.384146 =
//     0.861232; half-width z·sqrt(z²/400)/1.384146 = z²/20/1.384146 =
//     0.138768: [0.722464, 1].
//   - 0 of 10 mirrors it: [0, 0.277536].
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k            float64
		n            int
		rate, lo, hi float64
	}{
		{50, 100, 0.5, 0.403831, 0.596169},
		{10, 10, 1, 0.722464, 1},
		{0, 10, 0, 0, 0.277536},
	} {
		got := Wilson(c.k, c.n)
		if !near(got.Rate, c.rate, 1e-9) || !near(got.Low, c.lo, 1e-5) || !near(got.High, c.hi, 1e-5) {
			t.Errorf("Wilson(%v, %d) = %+v, want %v in [%v, %v]", c.k, c.n, got, c.rate, c.lo, c.hi)
		}
	}
	if got := Wilson(0, 0); got != (Interval{0, 0, 1}) {
		t.Errorf("no games: %+v, want the whole range", got)
	}
	// The interval holds the rate, and narrows as games are added.
	prev := 1.0
	for _, n := range []int{10, 100, 1000, 10000} {
		iv := Wilson(0.3*float64(n), n)
		if iv.Low > iv.Rate || iv.High < iv.Rate || iv.High-iv.Low >= prev {
			t.Errorf("n=%d: %+v (previous width %v)", n, iv, prev)
		}
		prev = iv.High - iv.Low
	}
}

// 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squares about it 32, sample variance
// 32/7.
func TestSummarize(t *testing.T) {
	s := Summarize([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if s.N != 8 || s.Mean != 5 || !near(s.SD, math.Sqrt(32.0/7), 1e-12) || s.Min != 2 || s.Max != 9 {
		t.Errorf("Summarize = %+v", s)
	}
	if s := Summarize([]float64{3}); s != (Summary{1, 3, 0, 3, 3}) {
		t.Errorf("one value: %+v", s)
	}
	if s := Summarize(nil); s != (Summary{}) {
		t.Errorf("no values: %+v", s)
	}
}

// 0..9 in 5 bins of width 1.8: [0,1.8) holds 0 1, [1.8,3.6) 2 3,
// [3.6,5.4) 4 5, [5.4,7.2) 6 7, [7.2,9] 8 9.
func TestHistogram(t *testing.T) {
	var xs []float64
	for i := range 10 {
		xs = append(xs, float64(i))
	}
	bins := Histogram(xs, 5)
	if len(bins) != 5 || bins[0].Low != 0 || bins[4].High != 9 {
		t.Fatalf("bins %+v", bins)
	}
	for i, b := range bins {
		if b.Count != 2 {
			t.Errorf("bin %d holds %d, want 2", i, b.Count)
		}
	}
	if b := Histogram([]float64{4, 4}, 3); len(b) != 1 || b[0].Count != 2 {
		t.Errorf("equal values: %+v", b)
	}
}
