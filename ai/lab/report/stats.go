package report

import (
	"math"
	"slices"
)

// Summary describes a sample: its size, mean, standard deviation (of the
// sample, n-1), least and greatest values.
type Summary struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// Summarize describes xs; the zero Summary for none.
func Summarize(xs []float64) Summary {
	if len(xs) == 0 {
		return Summary{}
	}
	s := Summary{N: len(xs), Min: slices.Min(xs), Max: slices.Max(xs)}
	for _, x := range xs {
		s.Mean += x
	}
	s.Mean /= float64(len(xs))
	if len(xs) > 1 {
		var ss float64
		for _, x := range xs {
			ss += (x - s.Mean) * (x - s.Mean)
		}
		s.SD = math.Sqrt(ss / float64(len(xs)-1))
	}
	return s
}

// Interval is a proportion with its 95% Wilson score interval.
type Interval struct {
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959964

// Wilson returns the proportion successes/n with its 95% Wilson score
// interval; successes may count a draw as half. No trials give the rate 0
// within [0, 1].
func Wilson(successes float64, n int) Interval {
	if n <= 0 {
		return Interval{0, 0, 1}
	}
	m := float64(n)
	p := successes / m
	z2 := z95 * z95
	centre := (p + z2/(2*m)) / (1 + z2/m)
	spread := z95 * math.Sqrt(p*(1-p)/m+z2/(4*m*m)) / (1 + z2/m)
	return Interval{p, max(0, centre-spread), min(1, centre+spread)}
}

// Bin is one bar of a histogram: the values v with Low <= v < High (the
// last bin includes High).
type Bin struct {
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	Count int     `json:"count"`
}

// Histogram counts xs into bins equal bins from their least to their
// greatest value (one bin when they are all equal); none for no values.
func Histogram(xs []float64, bins int) []Bin {
	if len(xs) == 0 || bins < 1 {
		return nil
	}
	lo, hi := slices.Min(xs), slices.Max(xs)
	if hi == lo {
		return []Bin{{lo, hi, len(xs)}}
	}
	width := (hi - lo) / float64(bins)
	out := make([]Bin, bins)
	for i := range out {
		out[i] = Bin{lo + float64(i)*width, lo + float64(i+1)*width, 0}
	}
	out[bins-1].High = hi
	for _, x := range xs {
		i := min(int((x-lo)/width), bins-1)
		out[i].Count++
	}
	return out
}
