package echelon

import (
	"context"
	"testing"

	"tessera/ai/mcts"
	"tessera/rules/echelon"
)

// BenchmarkSearch measures fixed-depth gentleman searches (the standard
// variant's positions hold short forced wins, see BenchmarkSolveOpening)
// from the opening and from a position 16 random plies in (nodes/s).
func BenchmarkSearch(b *testing.B) {
	for _, c := range []struct {
		name         string
		plies, depth int
	}{{"opening/depth4", 0, 4}, {"ply16/depth5", 16, 5}} {
		pos := seededPosition(echelon.Gentleman, 1, c.plies)
		b.Run(c.name, func(b *testing.B) {
			e := New(DefaultConfig(c.depth, 0))
			moves := pos.Legal(nil)
			var nodes int64
			for b.Loop() {
				r, _ := e.Search(context.Background(), pos, moves, 1)
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkSolveOpening measures finding the standard variant's opening
// win in three plies (b1-c1, then a stomp onto the stack of two).
func BenchmarkSolveOpening(b *testing.B) {
	pos := echelon.New(echelon.Options{Variant: echelon.Standard})
	moves := pos.Legal(nil)
	e := New(DefaultConfig(0, 0))
	for b.Loop() {
		if r, _ := e.Search(context.Background(), pos, moves, 1); r.Score != Mate-3 {
			b.Fatalf("score %d", r.Score)
		}
	}
}

// BenchmarkSurvey measures the evaluation's pass over the board.
func BenchmarkSurvey(b *testing.B) {
	pos := seededPosition(echelon.Gentleman, 1, 16)
	for b.Loop() {
		survey(pos)
	}
}

// BenchmarkMCTS measures the MCTS-Solver of ai/mcts (uniform playouts
// through the rules contract) on the gentleman position of BenchmarkSearch
// 16 plies in, for comparison with this package's search
// (iterations/s).
func BenchmarkMCTS(b *testing.B) {
	pos := seededPosition(echelon.Gentleman, 1, 16)
	runs := 0
	for b.Loop() {
		t, err := mcts.NewTree(pos, mcts.Default(2000))
		if err != nil {
			b.Fatal(err)
		}
		s, _ := t.Search(context.Background())
		runs += s.Playouts
	}
	b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "iterations/s")
}
