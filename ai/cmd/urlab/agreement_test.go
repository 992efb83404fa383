package main

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/solve"
	"tessera/rules"
	"tessera/rules/ur"
)

// worst plays a move of the lowest win chance: a deliberately bad player.
type worst struct{ tb *solve.Table }

func (worst) Name() string { return "Worst" }

func (w worst) Choose(_ context.Context, s *ur.State, roll int, _ *rand.Rand) rules.Move {
	moves := s.LegalFor(roll, nil)
	m := moves[0]
	for _, x := range moves[1:] {
		if w.tb.MoveChance(s, x) < w.tb.MoveChance(s, m) {
			m = x
		}
	}
	return m
}

// TestAgreement scores players on 2,000 decisions of a 2-piece table solved
// here: the perfect player agrees with itself on every one and loses
// nothing; the worst player loses more than perfectLoss on some, and its
// loss is the sum of the gaps between each decision's best and worst move.
func TestAgreement(t *testing.T) {
	tb, _, err := solve.Solve(solve.Settings{Pieces: 2})
	if err != nil {
		t.Fatal(err)
	}
	samples, _ := samplePositions(tb, 2000, 1)
	if len(samples) != 2000 {
		t.Fatalf("%d samples, want 2000", len(samples))
	}
	for _, d := range samples {
		if n := len(d.s.LegalFor(d.roll, nil)); n < 2 {
			t.Fatalf("a sample with %d legal moves", n)
		}
	}
	perfect := agreeOn(tb, samples, entrant{"perfect", func() arena.Engine { return solve.Perfect{Table: tb} }}, 1, 2)
	if perfect.positions != len(samples) || perfect.perfect != len(samples) || perfect.lost != 0 {
		t.Errorf("perfect player: %+v", perfect)
	}
	bad := agreeOn(tb, samples, entrant{"worst", func() arena.Engine { return worst{tb} }}, 1, 2)
	gaps, wide := 0.0, 0
	for _, d := range samples {
		lo, hi := 1.0, 0.0
		for _, m := range d.s.LegalFor(d.roll, nil) {
			lo, hi = min(lo, tb.MoveChance(&d.s, m)), max(hi, tb.MoveChance(&d.s, m))
		}
		gaps += hi - lo
		if hi-lo > perfectLoss {
			wide++
		}
	}
	if wide == 0 || bad.perfect != len(samples)-wide || bad.lost <= 0 || bad.lost-gaps > 1e-9 || gaps-bad.lost > 1e-9 {
		t.Errorf("worst player: %+v; want %d perfect of %d and %v lost", bad, len(samples)-wide, len(samples), gaps)
	}
}

// TestSpread checks that spread keeps n evenly spaced samples, or all.
func TestSpread(t *testing.T) {
	samples := make([]sample, 10)
	for i := range samples {
		samples[i].roll = i
	}
	got := spread(samples, 4)
	want := []int{0, 2, 5, 7}
	if len(got) != len(want) {
		t.Fatalf("spread kept %d, want %d", len(got), len(want))
	}
	for i, d := range got {
		if d.roll != want[i] {
			t.Errorf("spread[%d] is sample %d, want %d", i, d.roll, want[i])
		}
	}
	if len(spread(samples, 20)) != 10 || len(spread(samples, 0)) != 10 {
		t.Error("spread did not keep every sample when asked for as many or none")
	}
}
