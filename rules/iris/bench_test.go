package iris_test

import (
	"math/rand/v2"
	"testing"

	"tessera/rules"
	"tessera/rules/iris"
)

// BenchmarkRandomGame plays whole random games on side 7 through the
// contract, Legal and Apply at every ply, as a search's tree does.
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	start := iris.New(iris.DefaultOptions())
	moves := make([]rules.Move, 0, 200)
	plies := 0
	for b.Loop() {
		s := *start
		for s.ToMove() != rules.NoPlayer {
			moves = s.Legal(moves[:0])
			m := moves[r.IntN(len(moves))]
			for m == iris.Pass { // keep games to full boards, as playouts do
				m = moves[r.IntN(len(moves))]
			}
			s.Apply(m)
			plies++
		}
		_ = s.Result()
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
