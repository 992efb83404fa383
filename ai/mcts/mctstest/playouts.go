package mctstest

import (
	"math"
	"testing"
	"time"
)

// BenchmarkPlayouts runs playout, one random playout on a fresh copy of a
// start, b.N times and reports them per second (playouts/s). Besides the
// mean rate it reports the rate of the fastest round of a thousand
// playouts (best-round-playouts/s), which says more on a machine shared
// with other work.
func BenchmarkPlayouts(b *testing.B, playout func()) {
	const round = 1000
	best := time.Duration(math.MaxInt64)
	played, roundStart := 0, time.Now()
	b.ReportAllocs()
	for b.Loop() {
		playout()
		if played++; played%round == 0 {
			now := time.Now()
			best = min(best, now.Sub(roundStart))
			roundStart = now
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	if played >= round {
		b.ReportMetric(round/best.Seconds(), "best-round-playouts/s")
	}
}
