package carteso_test

import (
	"math"
	"testing"

	"tessera/ai/carteso"
	rc "tessera/rules/carteso"
)

// The proposal is a komi of the form n + 0.5 within half a point of the
// expected margin on every side, so a game is never drawn and the
// proposal's own side choice is the side the margin favours.
func TestFairKomi(t *testing.T) {
	for size := rc.MinSize; size <= rc.MaxSize; size++ {
		k, m := carteso.FairKomi(size), carteso.Margin(size)
		if frac := k - math.Floor(k); frac != 0.5 || math.Abs(k-m) > 0.5 || math.IsNaN(m) {
			t.Errorf("side %d: FairKomi %v for a margin of %v", size, k, m)
		}
		if _, err := rc.ParseKomi(komiText(k)); err != nil {
			t.Errorf("side %d: FairKomi %v is no komi: %v", size, k, err)
		}
		if carteso.ChooseSide(size, k) != (m > k) {
			t.Errorf("side %d: at the fair komi %v (margin %v), ChooseSide takes vertical %v", size, k, m, carteso.ChooseSide(size, k))
		}
	}
}

// The AI takes vertical when offered too little komi for horizontal, and
// horizontal when offered a lot.
func TestChooseSideFollowsTheKomi(t *testing.T) {
	for size := rc.MinSize; size <= rc.MaxSize; size++ {
		m := carteso.Margin(size)
		if !carteso.ChooseSide(size, m-3) || carteso.ChooseSide(size, m+3) {
			t.Errorf("side %d (margin %v): vertical at komi %v: %v, at %v: %v",
				size, m, m-3, carteso.ChooseSide(size, m-3), m+3, carteso.ChooseSide(size, m+3))
		}
	}
}

// komiText writes a komi of the form n + 0.5 as docs/rules.md does.
func komiText(k float64) string { return rc.Tenths(math.Round(10 * k)).String() }
