package mcts

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules"
)

// TestEngineChoosesOffered checks that the engine chooses among the moves
// it is offered: the winning 2 when offered, else the block at 5 (of 5 and
// 8, 8 lets O win at 5), and that the same rng state gives the same move.
func TestEngineChoosesOffered(t *testing.T) {
	pos := newTTT("XX.OO....", 1, rules.First, 1)
	before := pos.key()
	e := Engine{Default(2000)}
	for _, tc := range []struct {
		offered []rules.Move
		want    rules.Move
	}{{nil, 2}, {[]rules.Move{8, 5, 2}, 2}, {[]rules.Move{8, 5}, 5}} {
		offered := tc.offered
		if offered == nil {
			offered = pos.Legal(nil)
		}
		m, err := e.Choose(context.Background(), pos, offered, rand.New(rand.NewPCG(1, 1)))
		if err != nil || m != tc.want {
			t.Errorf("offered %v: chose %d (%v), want %d", offered, m, err, tc.want)
		}
		if !slices.Contains(offered, m) {
			t.Errorf("offered %v: chose %d", offered, m)
		}
	}
	if pos.key() != before {
		t.Error("the engine changed its position")
	}
}
