package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"tessera/ai/echelon"
	"tessera/rules"
	rules_echelon "tessera/rules/echelon"
)

// tally is a match's outcome from A's side.
type tally struct {
	games, wins, losses, firstWins, plies int
}

// match plays games games of variant v between a and b, a first in the
// even games, parallel at once, seeded by seed. Each game starts with
// opening random plies (moves that do not let the opponent win at once),
// the same for both games of a pair, so that engines without noise do
// not replay one game.
func match(v rules_echelon.Variant, a, b echelon.Chooser, games, parallel, opening int, seed uint64) (tally, error) {
	var (
		mu    sync.Mutex
		t     tally
		first error
		wg    sync.WaitGroup
	)
	next := make(chan int)
	for range max(parallel, 1) {
		wg.Go(func() {
			for g := range next {
				winner, plies, err := game(v, a, b, g, opening, seed)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				t.add(g, winner, plies)
				mu.Unlock()
			}
		})
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	return t, first
}

// add counts game g, won by winner in plies plies.
func (t *tally) add(g int, winner rules.Player, plies int) {
	t.games++
	t.plies += plies
	if winner == rules.Player(g%2) {
		t.wins++
	} else {
		t.losses++
	}
	if winner == rules.First {
		t.firstWins++
	}
}

// game plays game g: a is first when g is even.
func game(v rules_echelon.Variant, a, b echelon.Chooser, g, opening int, seed uint64) (rules.Player, int, error) {
	seats := [2]echelon.Chooser{a, b}
	if g%2 == 1 {
		seats[0], seats[1] = b, a
	}
	pos := rules_echelon.New(rules_echelon.Options{Variant: v})
	pair := rand.New(rand.NewPCG(seed, uint64(g/2)))
	plies := 0
	for ; plies < opening; plies++ {
		safe := safeMoves(pos, pos.Legal(nil))
		if len(safe) == 0 {
			break
		}
		pos.Apply(safe[pair.IntN(len(safe))])
	}
	rng := rand.New(rand.NewPCG(seed, uint64(g)))
	for !pos.Result().Over {
		moves := pos.Legal(nil)
		m, err := seats[pos.ToMove()].Choose(context.Background(), pos, moves, rng)
		if err != nil {
			return rules.NoPlayer, plies, err
		}
		if !slices.Contains(moves, m) {
			return rules.NoPlayer, plies, fmt.Errorf("echelonlab: illegal move %s", pos.Token(m))
		}
		pos.Apply(m)
		plies++
	}
	return pos.Result().Winner, plies, nil
}

// row prints t in the seed report's "Levels of Play" form.
func (t tally) row(label string) string {
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(t.games, 1)) }
	return fmt.Sprintf("| %s | %d | 0 | %d | %d | %.1f | %.1f | %.1f |", label, t.wins, t.losses, t.games,
		pct(t.wins), pct(t.firstWins), float64(t.plies)/float64(max(t.games, 1)))
}

// header is the table's head, in the seed report's "Levels of Play"
// form.
const header = "| strong vs weak | strong wins | draws | strong losses | games | strong win % | first player win % | game length (plies) |\n|---|---|---|---|---|---|---|---|"
