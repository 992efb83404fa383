package main

import (
	"context"
	"math/rand/v2"

	"tessera/ai/match"
	"tessera/rules/ecalper"
)

// series is Games games of A against B, A opening the even games and B the
// odd ones.
type series struct {
	A, B     player
	Size     int
	Pie      bool
	Games    int
	Seed     uint64
	Parallel int
}

// tally is a series' outcome, from A's side; its FirstWins are the
// opener's (who placed the first stones).
type tally struct {
	match.Tally
	BlackWins int
	Swaps     int
}

// run plays the series.
func (m series) run() (tally, error) {
	var t tally
	err := match.Run(context.Background(), m.Games, m.Parallel, m.game, t.add)
	return t, err
}

// add counts game g's outcome, A opening the even games.
func (t *tally) add(g int, o match.Outcome) {
	t.Count(g, o)
	if o.Swapped {
		t.Swaps++
	}
	if o.Winner == ecalper.Black {
		t.BlackWins++
	}
}

// game plays game g: seat 0 (the opener) plays black until a swap.
func (m series) game(g int) (match.Outcome, error) {
	s, err := ecalper.New(ecalper.Options{Size: m.Size, Pie: m.Pie})
	if err != nil {
		return match.Outcome{}, err
	}
	seats := [2]player{m.A, m.B}
	if g%2 == 1 {
		seats[0], seats[1] = seats[1], seats[0]
	}
	var game match.Game
	game.Start = s
	for i, p := range seats {
		game.Seats[i] = match.Seat{Name: p.name, Engine: p.c, Rand: rand.New(rand.NewPCG(m.Seed, uint64(2*g+i)))}
	}
	return match.Play(context.Background(), game)
}
