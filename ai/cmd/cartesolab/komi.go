package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"tessera/ai/carteso"
	"tessera/ai/match"
	"tessera/ai/mcts"
	"tessera/rules"
	board "tessera/rules/carteso"
)

// komi plays games self-play games of cfg on each board side of sizes,
// with no komi, and prints each side's margin (vertical's claimed stones
// less horizontal's): its mean with a 95% interval, its median, and the
// fair komi, the n + 0.5 nearest the mean.
func komi(w io.Writer, sizes []int, games, parallel int, cfg mcts.Config, seed uint64) error {
	fmt.Fprintf(w, "Fair komi by self-play (%d games a side, komi 0, both players %d playouts a stone, C=%.2g, solver)\n\n",
		games, cfg.Playouts, cfg.C)
	fmt.Fprintf(w, "%4s %6s %9s %16s %7s %6s %10s %6s %7s\n", "Side", "#Games", "Vert Win%", "Margin (95%)", "Median", "SD", "Fair komi", "Plies", "Time")
	for _, size := range sizes {
		began := time.Now()
		margins, plies, err := selfPlay(size, games, parallel, cfg, seed+uint64(size))
		if err != nil {
			return err
		}
		mean, sd := meanSD(margins)
		half := 1.96 * sd / math.Sqrt(float64(len(margins)))
		wins := 0.0
		for _, m := range margins {
			switch {
			case m > 0:
				wins++
			case m == 0:
				wins += 0.5
			}
		}
		slices.Sort(margins)
		median := (margins[(len(margins)-1)/2] + margins[len(margins)/2]) / 2
		fmt.Fprintf(w, "%4d %6d %9.1f %7.2f ± %5.2f %7.1f %6.2f %10.1f %6.1f %6.0fs\n",
			size, len(margins), 100*wins/float64(len(margins)), mean, half, median, sd,
			math.Floor(mean)+0.5, float64(plies)/float64(len(margins)), time.Since(began).Seconds())
	}
	return nil
}

// selfPlay plays games games of cfg against itself on a board of side
// size with no komi, parallel at once, and returns each game's margin
// and the plies played in all.
func selfPlay(size, games, parallel int, cfg mcts.Config, seed uint64) ([]float64, int, error) {
	type game struct {
		margin float64
		plies  int
	}
	var (
		margins []float64
		plies   int
	)
	err := match.Run(context.Background(), games, parallel, func(g int) (game, error) {
		m, n, err := oneGame(size, cfg, rand.New(rand.NewPCG(seed, uint64(g))))
		return game{m, n}, err
	}, func(_ int, r game) {
		margins, plies = append(margins, r.margin), plies+r.plies
	})
	return margins, plies, err
}

// oneGame plays one self-play game and returns vertical's margin and its
// plies.
func oneGame(size int, cfg mcts.Config, rng *rand.Rand) (float64, int, error) {
	s := board.New(board.Options{Size: size})
	self := match.Seat{Name: "self-play", Engine: mcts.Engine{Config: cfg}, Rand: rng}
	o, err := match.Play(context.Background(), match.Game{Start: s, Seats: [2]match.Seat{self, self}})
	return float64(s.Claimed(rules.First) - s.Claimed(rules.Second)), o.Plies, err
}

// meanSD returns the mean and the sample standard deviation of xs.
func meanSD(xs []float64) (mean, sd float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	if len(xs) > 1 {
		sd = math.Sqrt(sd / float64(len(xs)-1))
	}
	return mean, sd
}

// komiLevel is the configuration komi measures with by default: the
// levels' search at playouts a stone.
func komiLevel(playouts int) mcts.Config { return carteso.Search(playouts, 0) }
