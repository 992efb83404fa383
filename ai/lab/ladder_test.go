package lab

import (
	"strings"
	"testing"
	"time"

	"tessera/ai"
	"tessera/ai/mcts"
)

// levels is a ladder of two playout levels under a timed top.
func levels() []ai.Level {
	return mcts.Ladder("g", 0.4, nil,
		mcts.Rung{Playouts: 100, Name: "Low"},
		mcts.Rung{Playouts: 400, Name: "Mid"},
		mcts.Master(time.Second, "stone"))
}

// The ladder pairs each level with the one below it, and only the top
// level's budget changes.
func TestLadder(t *testing.T) {
	ls := levels()
	pairs := Ladder(ls, 300*time.Millisecond, 0, "stone")
	if len(pairs) != len(ls)-1 {
		t.Fatalf("%d pairings for %d levels", len(pairs), len(ls))
	}
	for i, p := range pairs {
		want := mustConfig(ls[i+1])
		if want.Time > 0 {
			want.Time = 300 * time.Millisecond
		}
		if p.Strong.Config.Playouts != want.Playouts || p.Strong.Config.Time != want.Time ||
			p.Weak.Config.Playouts != mustConfig(ls[i]).Playouts || p.Weak.Config.Time != mustConfig(ls[i]).Time {
			t.Errorf("pairing %d: %+v against %+v", i, p.Strong.Config, p.Weak.Config)
		}
	}
	if got := pairs[0].Strong.Name; got != "Mid (400 playouts a stone)" {
		t.Errorf("pairing 0's strong player is named %q", got)
	}
	if got := pairs[1].Strong.Name; got != "Master (300ms a stone)" {
		t.Errorf("the top player is named %q", got)
	}
	top := Ladder(ls, time.Second, 5000, "stone")[len(pairs)-1].Strong.Config
	if top.Time != 0 || top.Playouts != 5000 {
		t.Errorf("the top level with 5000 playouts: %+v", top)
	}
}

// The baseline plays the level, its budget replaced by a time, against
// plain UCT with the same time; an unknown level is an error.
func TestBaseline(t *testing.T) {
	pairs, err := Baseline(levels(), "g-400", 50*time.Millisecond, "stone", "test playouts")
	if err != nil || len(pairs) != 1 {
		t.Fatalf("Baseline = %+v, %v", pairs, err)
	}
	s, w := pairs[0].Strong.Config, pairs[0].Weak.Config
	if s.Playouts != 0 || s.Time != 50*time.Millisecond || s.C != 0.4 || !s.Solver {
		t.Errorf("the level plays %+v", s)
	}
	if w.Time != 50*time.Millisecond || w.Solver || w.Playouts != 0 {
		t.Errorf("plain UCT plays %+v", w)
	}
	if !strings.Contains(pairs[0].Strong.Name, "50ms a stone") || !strings.Contains(pairs[0].Strong.Name, "test playouts") {
		t.Errorf("the level is named %q", pairs[0].Strong.Name)
	}
	if _, err := Baseline(levels(), "g-7", time.Second, "stone", ""); err == nil {
		t.Error("Baseline accepted a level that is not there")
	}
}
