package main

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

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

// tally is a match's outcome, from A's side.
type tally struct {
	Games, Wins, Draws, Losses int
	FirstWins                  int // games the opener (who placed the first stones) won
	BlackWins                  int
	Swaps                      int
	Plies                      int
}

// run plays the match.
func (m match) run() (tally, error) {
	var (
		mu    sync.Mutex
		t     tally
		first error
		wg    sync.WaitGroup
	)
	games := make(chan int)
	for range max(m.Parallel, 1) {
		wg.Go(func() {
			for g := range games {
				o, err := m.game(g)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				if err == nil {
					t.add(o, g)
				}
				mu.Unlock()
			}
		})
	}
	for g := range m.Games {
		games <- g
	}
	close(games)
	wg.Wait()
	return t, first
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
func (t *tally) add(o outcome, g int) {
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

// header prints the head of a table in the seed report's "Levels of
// Play" form.
func header() {
	fmt.Printf("%-34s %6s %6s %6s %7s %8s %8s %8s %8s\n", "AI (strong vs weak)", "Wins", "Draws", "Losses", "#Games", "Win%", "Low90%", "p1 Win%", "Length")
}

// row prints one match.
func row(name string, t tally) {
	n := float64(t.Games)
	score := (float64(t.Wins) + float64(t.Draws)/2) / n
	fmt.Printf("%-34s %6d %6d %6d %7d %8.2f %8.2f %8.2f %8.2f\n", name, t.Wins, t.Draws, t.Losses, t.Games,
		100*score, 100*wilsonLow(score, n), 100*float64(t.FirstWins)/n, float64(t.Plies)/n)
}

// footer explains the columns.
func footer() {
	fmt.Println("Win% counts a draw as half; Low90% is its Wilson lower bound at 90% confidence (one-sided);")
	fmt.Println("p1 is the player who placed the first stones (after a swap it plays white); Length in plies.")
}

// wilsonLow returns the lower end of the one-sided 90% Wilson interval of
// a proportion p over n trials.
func wilsonLow(p, n float64) float64 {
	const z = 1.2816
	centre := p + z*z/(2*n)
	spread := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return (centre - spread) / (1 + z*z/n)
}
