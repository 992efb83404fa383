package measure

import (
	"context"
	"math"
	"testing"
)

func TestGap(t *testing.T) {
	for _, c := range []struct {
		rate float64
		n    int
		want float64
	}{
		{0.5, 10, 0},
		{0.75, 100, 190.85},
		{0.25, 100, -190.85},
		{1, 10, 400 * math.Log10(0.95/0.05)}, // a sweep of 10 counts as 9.5 of 10
	} {
		if got := Gap(c.rate, c.n); math.Abs(got-c.want) > 0.01 {
			t.Errorf("Gap(%v, %d) = %.2f, want %.2f", c.rate, c.n, got, c.want)
		}
	}
}

// The first rung of Ur's ladder, Hopeful (Ashikazu-6) against the random mover, over a
// few seeded games: the tally adds up, the verdict and the rating follow
// from the score, and a second run gives the same rung.
func TestClimbFirstRung(t *testing.T) {
	first := func() Rung {
		ctx, stop := context.WithCancel(context.Background())
		defer stop()
		var got []Rung
		Climb(ctx, "ur", 2, 4, 2, 7, func(r Rung) { got = append(got, r); stop() })
		if len(got) != 1 {
			t.Fatalf("heard %d rungs, want 1", len(got))
		}
		return got[0]
	}
	r := first()
	if r.Games < 2 || r.Games > 4 || r.Wins+r.Draws+r.Losses != r.Games || r.A != "ur-ashikazu-6" || r.B != "random" {
		t.Fatalf("rung = %+v", r)
	}
	if r.Need != 0.5 || r.Proven != (r.Score.Low > 0.5) || r.Rating != Gap(r.Score.Rate, r.Games) {
		t.Errorf("rung = %+v: verdict or rating do not follow from the score", r)
	}
	if again := first(); again.Pairing != r.Pairing {
		t.Errorf("a second run gave %+v, want %+v", again.Pairing, r.Pairing)
	}
}
