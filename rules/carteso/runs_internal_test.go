package carteso

import (
	"math/rand/v2"
	"testing"
)

// naiveRuns is runs, one bit at a time: grow the seeds by one bit either
// way inside m until nothing changes.
func naiveRuns(seeds, m uint32) uint32 {
	for {
		next := (seeds | seeds<<1 | seeds>>1) & m
		if next == seeds {
			return seeds
		}
		seeds = next
	}
}

// TestRuns checks the word-parallel run fill against the naive one on
// random rows of up to MaxSize points, seeds a random subset of the row.
func TestRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const full = 1<<MaxSize - 1
	for range 200000 {
		m := rng.Uint32() & full
		if rng.IntN(4) == 0 {
			m |= rng.Uint32() & full // longer runs
		}
		seeds := rng.Uint32() & rng.Uint32() & rng.Uint32() & m
		if got, want := runs(seeds, m), naiveRuns(seeds, m); got != want {
			t.Fatalf("runs(%019b, %019b) = %019b, want %019b", seeds, m, got, want)
		}
	}
}
