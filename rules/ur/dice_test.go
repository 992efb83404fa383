package ur_test

import (
	"math/rand/v2"
	"testing"

	"tessera/rules/ur"
)

// TestRollChance checks the chances of four binary dice: C(4, roll) in 16.
func TestRollChance(t *testing.T) {
	total := 0
	for roll := -1; roll <= ur.MaxRoll+1; roll++ {
		want := 0
		if roll >= 0 && roll <= ur.MaxRoll {
			want = binomial(4, roll)
		}
		if got := ur.RollChance(roll); got != want {
			t.Errorf("RollChance(%d) = %d, want %d", roll, got, want)
		}
		total += ur.RollChance(roll)
	}
	if total != 16 {
		t.Errorf("chances add up to %d sixteenths", total)
	}
}

// TestRoll checks that Roll follows RollChance: over 16000 seeded rolls
// each count lies within 10% of its expectation (many standard deviations).
func TestRoll(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const n = 16000
	var counts [ur.MaxRoll + 1]int
	for range n {
		roll := ur.Roll(r)
		if roll < 0 || roll > ur.MaxRoll {
			t.Fatalf("Roll = %d", roll)
		}
		counts[roll]++
	}
	for roll, c := range counts {
		want := n / 16 * ur.RollChance(roll)
		if d := c - want; d*10 > want || -d*10 > want {
			t.Errorf("roll %d came %d times in %d, want about %d", roll, c, n, want)
		}
	}
}

func binomial(n, k int) int {
	if k == 0 {
		return 1
	}
	return binomial(n-1, k-1) * n / k
}
