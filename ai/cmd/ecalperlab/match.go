package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// match is Games games of A against B, A opening the even games and B the
// odd ones.
type match struct {
	A, B     player
	Size     int
	Pie      bool
	Games    int
	Seed     uint64
	Parallel int
}

// tally is a match's outcome, from A's side; its FirstWins are the
// opener's (who placed the first stones).
type tally struct {
	mcts.Tally
	BlackWins int
	Swaps     int
}

// run plays the match.
func (m match) run() (tally, error) {
	var t tally
	err := mcts.PlayGames(context.Background(), m.Games, m.Parallel, m.game, t.add)
	return t, err
}

// outcome is how one game ended: the winner as a seat (0 the opener, 1
// the other, -1 a draw).
type outcome struct {
	winner  int
	black   bool // black won
	swapped bool
	plies   int
}

// add counts game g's outcome, A opening the even games.
func (t *tally) add(g int, o outcome) {
	t.Games++
	t.Plies += o.plies
	if o.swapped {
		t.Swaps++
	}
	if o.black {
		t.BlackWins++
	}
	switch {
	case o.winner < 0:
		t.Draws++
		return
	case o.winner == 0:
		t.FirstWins++
	}
	if o.winner == g%2 {
		t.Wins++
	} else {
		t.Losses++
	}
}

// game plays game g: seat 0 (the opener) plays black until a swap.
func (m match) game(g int) (outcome, error) {
	s, err := ecalper.New(ecalper.Options{Size: m.Size, Pie: m.Pie})
	if err != nil {
		return outcome{}, err
	}
	seats := [2]player{m.A, m.B}
	if g%2 == 1 {
		seats[0], seats[1] = seats[1], seats[0]
	}
	rngs := [2]*rand.Rand{rand.New(rand.NewPCG(m.Seed, uint64(2*g))), rand.New(rand.NewPCG(m.Seed, uint64(2*g+1)))}
	colour := [2]int{0, 1} // colour -> seat
	var o outcome
	var legal []rules.Move
	for s.ToMove() != rules.NoPlayer {
		seat := colour[s.ToMove()]
		legal = s.Legal(legal[:0])
		mv, err := seats[seat].c.Choose(context.Background(), s, slices.Clone(legal), rngs[seat])
		if err != nil {
			return o, fmt.Errorf("ecalperlab: %s: %w", seats[seat].name, err)
		}
		if !slices.Contains(legal, mv) {
			return o, fmt.Errorf("ecalperlab: %s chose an illegal move, %s", seats[seat].name, s.Token(mv))
		}
		if mv == ecalper.Swap() {
			colour[0], colour[1] = colour[1], colour[0]
			o.swapped = true
		}
		s.Apply(mv)
		o.plies++
	}
	o.winner = -1
	if w := s.Result().Winner; w != rules.NoPlayer {
		o.winner, o.black = colour[w], w == ecalper.Black
	}
	return o, nil
}
