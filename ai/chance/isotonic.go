package chance

import (
	"slices"
	"sort"
)

// Mapping maps a raw rating to a chance to win, 0 to 1.
type Mapping interface {
	Chance(x float64) float64
}

// Curve is a Mapping by a non-decreasing piecewise-linear curve through
// the points (X[i], P[i]), X increasing; beyond its ends it keeps the end
// values. FitCurve fits one to samples by isotonic regression.
type Curve struct {
	X []float64 `json:"x"`
	P []float64 `json:"p"`
}

// Chance returns x's chance on the curve.
func (c Curve) Chance(x float64) float64 {
	n := len(c.X)
	switch {
	case n == 0:
		return 0.5
	case x <= c.X[0]:
		return c.P[0]
	case x >= c.X[n-1]:
		return c.P[n-1]
	}
	i := sort.SearchFloat64s(c.X, x) // c.X[i-1] < x <= c.X[i]
	t := (x - c.X[i-1]) / (c.X[i] - c.X[i-1])
	return c.P[i-1] + t*(c.P[i]-c.P[i-1])
}

// An unproven position's chance stays this far from certainty.
const doubt = 0.005

// FitCurve fits a Curve to the samples' results by their ratings: the
// unproven samples sorted by rating and cut into blocks of equal count,
// each a point at its mean rating and mean result, and adjacent points
// that would make the curve fall pooled into one (pool adjacent
// violators), so that the curve never falls. Its chances stay within
// doubt of 0 and 1. With no unproven sample it is the empty curve (½).
func FitCurve(samples []Sample, blocks int) Curve {
	var open []Sample
	for _, s := range samples {
		if !s.Proven {
			open = append(open, s)
		}
	}
	if len(open) == 0 || blocks < 1 {
		return Curve{}
	}
	slices.SortStableFunc(open, func(a, b Sample) int {
		switch {
		case a.X < b.X:
			return -1
		case a.X > b.X:
			return 1
		}
		return 0
	})
	type pool struct{ n, x, p float64 } // count, sums of ratings and results
	var pools []pool
	for k := range blocks {
		lo, hi := k*len(open)/blocks, (k+1)*len(open)/blocks
		if lo == hi {
			continue
		}
		b := pool{n: float64(hi - lo)}
		for _, s := range open[lo:hi] {
			b.x += s.X
			b.p += s.Won
		}
		pools = append(pools, b)
		for len(pools) > 1 {
			last, prev := pools[len(pools)-1], pools[len(pools)-2]
			if prev.p/prev.n <= last.p/last.n {
				break
			}
			pools = append(pools[:len(pools)-2], pool{prev.n + last.n, prev.x + last.x, prev.p + last.p})
		}
	}
	var c Curve
	for _, b := range pools {
		c.X = append(c.X, b.x/b.n)
		c.P = append(c.P, min(max(b.p/b.n, doubt), 1-doubt))
	}
	return c
}
