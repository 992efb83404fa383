package chance

import (
	"context"
	"math/rand/v2"
	"slices"

	"tessera/ai"
	"tessera/ai/match"
	"tessera/rules"
)

// Collection says what Collect plays and rates.
type Collection struct {
	Start    func() rules.Position // a new game's start
	Player   ai.Engine             // plays both sides
	Rate     Rater                 // rates every position with a choice
	Games    int                   // how many games
	Parallel int                   // games at once (0 for 1)
	Seed     uint64                // seeds every game and rating
}

// Collect plays c's games of c.Player against itself and returns a Sample
// for every position where the player to move had a choice, by game in
// order. It depends only on c (and the engines' use of their seeds).
func Collect(ctx context.Context, c Collection) ([]Sample, error) {
	byGame := make([][]Sample, c.Games)
	err := match.Run(ctx, c.Games, c.Parallel, func(g int) ([]Sample, error) {
		return collectGame(ctx, c, g)
	}, func(g int, s []Sample) { byGame[g] = s })
	return slices.Concat(byGame...), err
}

// collectGame plays game g of c and rates its positions.
func collectGame(ctx context.Context, c Collection, g int) ([]Sample, error) {
	seed := func(k uint64) *rand.Rand { return rand.New(rand.NewPCG(c.Seed, uint64(g)<<8|k)) }
	type seen struct {
		pos   rules.Position
		moves []rules.Move
	}
	var positions []seen
	game := match.Game{
		Start: c.Start(),
		Seats: [2]match.Seat{{Name: "first", Engine: c.Player, Rand: seed(0)}, {Name: "second", Engine: c.Player, Rand: seed(1)}},
		Dice:  seed(2),
		OnPly: func(p match.Ply) {
			if len(p.Offered) > 1 {
				positions = append(positions, seen{p.Pos.Clone(), slices.Clone(p.Offered)})
			}
		},
	}
	o, err := match.Play(ctx, game)
	if err != nil {
		return nil, err
	}
	rng := seed(3)
	out := make([]Sample, 0, len(positions))
	for _, p := range positions {
		rs, err := c.Rate(ctx, p.pos, p.moves, rng)
		if err != nil {
			return nil, err
		}
		s := Sample{Game: g, X: rs[0].X, Proven: rs[0].Proven, Exact: rs[0].Exact, Won: 0.5}
		switch o.Winner {
		case p.pos.ToMove():
			s.Won = 1
		case rules.NoPlayer:
		default:
			s.Won = 0
		}
		out = append(out, s)
	}
	return out, nil
}

// Split parts samples by game: the even games' to fit, the odd games' to
// test.
func Split(samples []Sample) (fit, test []Sample) {
	for _, s := range samples {
		if s.Game%2 == 0 {
			fit = append(fit, s)
		} else {
			test = append(test, s)
		}
	}
	return fit, test
}
