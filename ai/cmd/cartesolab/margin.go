package main

import "math"

// margin returns the half-width of the 95% normal interval of a win rate
// of pct percent over n games, in percent.
func margin(pct float64, n int) float64 {
	if n == 0 {
		return 100
	}
	p := pct / 100
	return 100 * 1.96 * math.Sqrt(p*(1-p)/float64(n))
}
