package solve_test

import (
	"testing"

	"tessera/ai/ur/solve"
)

// BenchmarkSweep times one updating sweep over every position of 3 pieces
// (a table of its own, so the tests' cached one stays as solved).
func BenchmarkSweep(b *testing.B) {
	tb, _, err := solve.Solve(solve.Settings{Pieces: 3})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		tb.Sweep(1)
	}
	b.ReportMetric(float64(tb.Index().Count()), "positions/op")
}
