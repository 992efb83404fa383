package levels

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/asset"
	"tessera/ai/ur/arena"
	"tessera/rules"
	"tessera/rules/ur"
)

// withNet is a context whose fetcher reads the site's lazy assets, where
// the near-perfect level's network is committed.
var withNet = asset.With(context.Background(), asset.Dir("../../../static/lazy"))

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
			m, err := lv.Engine.Choose(withNet, d.State, moves, rand.New(rand.NewPCG(1, 1)))
			if err != nil || !slices.Contains(moves, m) {
				t.Fatalf("%s: move %v, err %v", lv.ID, m, err)
			}
		}
		d := ds[0]
		if _, err := lv.Engine.Choose(withNet, d.State, rollMoves(d)[1:], nil); err == nil {
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

// TestNearPerfectWithoutNetwork checks that the near-perfect level, its
// hints and its move chances answer without the network too, as
// Expectimax, with an *asset.Missing error that says so.
func TestNearPerfectWithoutNetwork(t *testing.T) {
	e := newNearPerfect()
	ctx := asset.With(context.Background(), asset.Dir(t.TempDir()))
	for _, d := range arena.Decisions(5, 4) {
		if d.State.Options().Pieces != ur.MaxPieces {
			continue
		}
		moves := rollMoves(d)
		m, err := e.Choose(ctx, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		var missing *asset.Missing
		if !errors.As(err, &missing) || !slices.Contains(moves, m) {
			t.Fatalf("move %v, err %v; want a legal move and *asset.Missing", m, err)
		}
		m, chance, err := e.hint(ctx, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		if !errors.As(err, &missing) || !slices.Contains(moves, m) || chance <= 0 || chance >= 1 {
			t.Fatalf("hint %v, chance %v, err %v; want a legal move, a chance and *asset.Missing", m, chance, err)
		}
		chances, err := e.moveChances(ctx, d.State, moves)
		if !errors.As(err, &missing) || len(chances) != len(moves) {
			t.Fatalf("move chances %v, err %v; want one per move and *asset.Missing", chances, err)
		}
	}
}

// TestMoveChancesAgreeWithTheLevel checks, with the committed network,
// that the near-perfect level plays a move MoveChances values best, that
// the chances are chances, and that the hint gives one. (How often the
// level agrees with the solved table is measured by urlab agreement: the
// 7-piece table is too large for a test.)
func TestMoveChancesAgreeWithTheLevel(t *testing.T) {
	ds := arena.Decisions(11, 6)
	for _, d := range ds {
		moves := d.State.LegalFor(d.Roll, nil)
		chances, err := MoveChances(withNet, d.State, moves)
		if err != nil || len(chances) != len(moves) {
			t.Fatalf("MoveChances: %v, %v", chances, err)
		}
		best := math.Inf(-1)
		for _, c := range chances {
			if c < 0 || c > 1 {
				t.Fatalf("chance %v", c)
			}
			best = max(best, c)
		}
		m, err := analyst.Choose(withNet, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if got := chances[slices.Index(moves, m)]; got < best-1e-9 {
			t.Fatalf("the level played a move of chance %v, the best is %v", got, best)
		}
		_, chance, err := Hint(withNet, d.State, moves, rand.New(rand.NewPCG(1, 1)))
		if err != nil || chance <= 0 || chance >= 1 {
			t.Fatalf("hint chance %v, %v", chance, err)
		}
	}
}
