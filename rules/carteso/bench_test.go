package carteso_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
)

// BenchmarkRandomGame plays random 9x9 games through the contract alone,
// as a game-blind engine would: Legal into a reused buffer, a uniformly
// random move among the placements (Pass once the board is full), Apply.
func BenchmarkRandomGame(b *testing.B) {
	for _, size := range []int{9, 13, 19} {
		b.Run(strconv.Itoa(size), func(b *testing.B) {
			start, _ := carteso.Game{}.New(rules.Options{"size": strconv.Itoa(size), "komi": "0.5"})
			rng := rand.New(rand.NewPCG(9, 10))
			moves := make([]rules.Move, 0, 2*size*size+1)
			b.ReportAllocs()
			for b.Loop() {
				pos := start.Clone()
				for !pos.Result().Over {
					moves = pos.Legal(moves[:0])
					pos.Apply(moves[rng.IntN(max(1, len(moves)-1))]) // Pass is last
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkClone clones a 9x9 position in mid-game, as a tree search does
// once per descent.
func BenchmarkClone(b *testing.B) {
	m := play(b, nil, "Be5", "Wd5", "Bc3", "Wf6", "Bg7", "Wc7", "Be4", "We3")
	pos := m.Position()
	b.ReportAllocs()
	for b.Loop() {
		pos.Clone()
	}
}
