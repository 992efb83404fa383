package solve

import (
	"fmt"
	"io"
	"time"
)

// Settings control a solve.
type Settings struct {
	Pieces  int     // pieces per side, 1..ur.MaxPieces
	Workers int     // goroutines per sweep; 0 means 1
	Change  float64 // sweep until no value changes by more than this; 0 means Bound/4
	Bound   float64 // then sweep on until the Bellman residual is below this; 0 means 1e-6
	// MaxSweeps bounds the updating sweeps per layer pair; 0 means 100000.
	MaxSweeps int
	Log       io.Writer // progress, one line per layer pair; nil for none
}

// Stats say what a solve did.
type Stats struct {
	Positions int
	Sweeps    int           // updating sweeps, summed over the layer pairs
	MaxSweeps int           // the most any layer pair needed
	Residual  float64       // the largest Bellman residual measured after the last sweeps
	Elapsed   time.Duration // wall-clock time of the solve
}

// Solve computes the table for set.Pieces.
func Solve(set Settings) (*Table, Stats, error) {
	x, err := NewIndex(set.Pieces)
	if err != nil {
		return nil, Stats{}, err
	}
	if set.Workers <= 0 {
		set.Workers = 1
	}
	if set.Bound <= 0 {
		set.Bound = 1e-6
	}
	if set.Change <= 0 {
		set.Change = set.Bound / 4
	}
	if set.MaxSweeps <= 0 {
		set.MaxSweeps = 100000
	}
	start := time.Now()
	w := make([]float32, x.Count())
	for i := range w {
		w[i] = 0.5
	}
	st := Stats{Positions: x.Count()}
	n := x.pieces
	// Layer pairs {a, b} only need pairs with more pieces home: solve by
	// descending a+b.
	for sum := 2 * (n - 1); sum >= 0; sum-- {
		for a := min(sum, n-1); a >= 0 && 2*a >= sum; a-- {
			b := sum - a
			sweeps, res := x.solvePair(w, a, b, set)
			st.Sweeps += sweeps
			st.MaxSweeps = max(st.MaxSweeps, sweeps)
			st.Residual = max(st.Residual, res)
			if set.Log != nil {
				fmt.Fprintf(set.Log, "layers (%d,%d)+(%d,%d): %d sweeps, residual %.2g, %s\n",
					a, b, b, a, sweeps, res, time.Since(start).Round(time.Millisecond))
			}
			if res >= set.Bound {
				return nil, st, fmt.Errorf("solve: layers (%d,%d) residual %.2g after %d sweeps", a, b, res, sweeps)
			}
		}
	}
	st.Elapsed = time.Since(start)
	return &Table{x: x, values: w}, st, nil
}

// solvePair sweeps layers (a, b) and (b, a) until they settle and returns
// the updating sweeps and the residual measured after them.
func (x *Index) solvePair(w []float32, a, b int, set Settings) (int, float64) {
	sweep := func(write bool) float64 {
		d := x.sweepLayer(w, a, b, set.Workers, write)
		if a != b {
			d = max(d, x.sweepLayer(w, b, a, set.Workers, write))
		}
		return d
	}
	sweeps := 0
	for sweeps < set.MaxSweeps {
		for sweeps < set.MaxSweeps {
			sweeps++
			if sweep(true) <= set.Change {
				break
			}
		}
		if res := sweep(false); res < set.Bound || sweeps >= set.MaxSweeps {
			return sweeps, res
		}
	}
	return sweeps, sweep(false)
}
