package main

import (
	"math"
	"testing"
	"time"

	"tessera/ai/iris"
)

// The ladder pairs each level with the one below it, and only the top
// level's time changes.
func TestLadder(t *testing.T) {
	levels := iris.Levels()
	pairs := ladder(300*time.Millisecond, 0)
	if len(pairs) != len(levels)-1 {
		t.Fatalf("%d pairings for %d levels", len(pairs), len(levels))
	}
	for i, p := range pairs {
		want := levels[i+1].Config
		if want.Time > 0 {
			want.Time = 300 * time.Millisecond
		}
		if p.strong.Config.Playouts != want.Playouts || p.strong.Config.Time != want.Time ||
			p.weak.Config.Playouts != levels[i].Config.Playouts || p.weak.Config.Time != levels[i].Config.Time {
			t.Errorf("pairing %d: %+v against %+v", i, p.strong.Config, p.weak.Config)
		}
	}
	top := ladder(time.Second, 5000)[len(pairs)-1].strong.Config
	if top.Time != 0 || top.Playouts != 5000 {
		t.Errorf("the top level with -top-playouts 5000: %+v", top)
	}
}

func TestTuneRefusesBadConstants(t *testing.T) {
	if _, err := tune(100, "0.3,x"); err == nil {
		t.Error("tune accepted the constant x")
	}
	if p, err := tune(100, "0.3,1"); err != nil || len(p) != 2 || p[1].weak.Config.C != 1 {
		t.Errorf("tune(0.3,1) = %+v, %v", p, err)
	}
}

// Half the games won over 100 games: 1.96 * sqrt(0.25/100) = 9.8 points.
func TestMargin(t *testing.T) {
	if m := margin(50, 100); math.Abs(m-9.8) > 1e-9 {
		t.Errorf("margin(50%%, 100) = %v, want 9.8", m)
	}
}
