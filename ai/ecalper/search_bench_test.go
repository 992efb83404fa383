package ecalper

import (
	"context"
	"fmt"
	"testing"

	"tessera/ai/mcts"
	"tessera/rules/ecalper"
)

// BenchmarkSearch measures whole search iterations (the tree's selection,
// expansion and backing up, and Policy's playout) of the club level's
// search from the empty board of sides 5, 7 and 8 (iterations/s).
func BenchmarkSearch(b *testing.B) {
	for _, size := range []int{5, 7, 8} {
		b.Run(fmt.Sprintf("side%d", size), func(b *testing.B) {
			s, err := ecalper.New(ecalper.Options{Size: size, Pie: true})
			if err != nil {
				b.Fatal(err)
			}
			runs := 0
			for b.Loop() {
				st, _ := Search(context.Background(), s, nil, mcts.Default(ClubPlayouts), uint64(runs))
				runs += st.Playouts
			}
			b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
