package levels

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/rules"
)

// rollMoves returns the legal moves of a decision in reverse order, as a
// caller listing them by token might.
func rollMoves(d arena.Decision) []rules.Move {
	moves := d.State.LegalFor(d.Roll, nil)
	slices.Reverse(moves)
	return moves
}

// TestLevels checks that every level answers with one of the moves it was
// offered, and refuses moves that are not one roll's.
func TestLevels(t *testing.T) {
	ds := arena.Decisions(8, 8)
	for _, lv := range All() {
		if lv.ID == "" || lv.Name == "" || lv.Description == "" {
			t.Errorf("level %+v lacks a name", lv)
		}
		if lv.ID == "ur-expectimax" {
			continue // a second a move: TestCancelled covers it
		}
		for _, d := range ds {
			moves := rollMoves(d)
			m, err := lv.Engine.Choose(context.Background(), d.State, moves, rand.New(rand.NewPCG(1, 1)))
			if err != nil || !slices.Contains(moves, m) {
				t.Fatalf("%s: move %v, err %v", lv.ID, m, err)
			}
		}
		d := ds[0]
		if _, err := lv.Engine.Choose(context.Background(), d.State, rollMoves(d)[1:], nil); err == nil {
			t.Errorf("%s: accepted a part of a roll's moves", lv.ID)
		}
	}
}

// TestCancelled checks that the strongest level and the hint, asked with a
// context already done, return a legal move and the context's error.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	all := All()
	for _, d := range arena.Decisions(9, 4) {
		moves := rollMoves(d)
		m, err := all[len(all)-1].Engine.Choose(ctx, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		if err != context.Canceled || !slices.Contains(moves, m) {
			t.Fatalf("strongest: move %v, err %v", m, err)
		}
		m, chance, err := Hint(ctx, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		if err != context.Canceled || !slices.Contains(moves, m) || chance <= 0 || chance >= 1 {
			t.Fatalf("hint: move %v, chance %v, err %v", m, chance, err)
		}
	}
}
