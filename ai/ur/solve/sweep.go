package solve

import (
	"math"
	"sync"
	"sync/atomic"

	"tessera/rules/ur"
)

// rollWeight is each roll's chance (ur.RollChance sixteenths).
var rollWeight = func() (w [ur.MaxRoll + 1]float32) {
	for r := range w {
		w[r] = float32(ur.RollChance(r)) / 16
	}
	return w
}()

// value returns t's worth to the mover for the other side's mask rank r.
func (t *target) value(w []float32, r int) float32 {
	if t.won {
		return 1
	}
	v := w[t.base+r*t.stride]
	if t.keep {
		return v
	}
	return 1 - v
}

// sweepBlock updates (or, with write false, only measures) every position
// of block blk and returns the largest |Bellman value - stored value|.
func (x *Index) sweepBlock(w []float32, blk block, write bool) float64 {
	var rolls [ur.MaxRoll + 1]options
	pass := x.movesOf(blk, &rolls)
	l := blk.a*x.pieces + blk.b
	stride := x.stride(blk.b, blk.c)
	base := x.off[l][blk.c] + maskRank[blk.mask]*stride
	worst := 0.0
	for r := range stride {
		passed := pass.value(w, r)
		v := rollWeight[0] * passed
		for roll := 1; roll <= ur.MaxRoll; roll++ {
			o := &rolls[roll]
			best := passed
			if o.n > 0 {
				best = o.to[0].value(w, r)
				for k := 1; k < o.n; k++ {
					best = max(best, o.to[k].value(w, r))
				}
			}
			v += rollWeight[roll] * best
		}
		d := math.Abs(float64(v) - float64(w[base+r]))
		worst = max(worst, d)
		if write {
			w[base+r] = v
		}
	}
	return worst
}

// sweepLayer sweeps layer (a, b) with workers goroutines taking shared
// configurations in turn, and returns the largest change (or residual).
// Workers write disjoint positions but read each other's: the sweep is
// asynchronous value iteration, which converges as Gauss-Seidel does.
func (x *Index) sweepLayer(w []float32, a, b, workers int, write bool) float64 {
	n := x.pieces
	var next atomic.Int64
	worst := make([]float64, workers)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Go(func() {
			for {
				c := int(next.Add(1) - 1)
				if c >= numConfigs {
					return
				}
				for mr := range fit(n - a - sharedCount[c][0]) {
					if x.stride(b, c) == 0 {
						break
					}
					d := x.sweepBlock(w, block{a, b, c, maskAt[mr]}, write)
					worst[k] = max(worst[k], d)
				}
			}
		})
	}
	wg.Wait()
	m := 0.0
	for _, d := range worst {
		m = max(m, d)
	}
	return m
}

// Sweep updates every position of t once, layer by layer, with workers
// goroutines, and returns the largest change: one step of the solve, for
// benchmarks and for checking a table.
func (t *Table) Sweep(workers int) float64 {
	n := t.x.pieces
	d := 0.0
	for a := range n {
		for b := range n {
			d = max(d, t.x.sweepLayer(t.values, a, b, max(workers, 1), true))
		}
	}
	return d
}
