package main

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/ur"
)

// entrant makes a fresh engine for each worker (engines with a table are
// not shared between goroutines).
type entrant struct {
	name      string
	newEngine func() arena.Engine
}

// roster is every tournament player: the random player, the report's league
// representatives and Expectimax at three depths.
func roster() []entrant {
	var out []entrant
	for _, name := range []string{"Random", "Massugu", "Ashikazu-1", "Ashikazu-6", "Ashikazu-10", "Ashikazu-12", "Ashikazu-15",
		"Expectimax-2", "Expectimax-3", "Expectimax-5"} {
		out = append(out, entrant{name, func() arena.Engine { return levels.MustNamed(name) }})
	}
	return out
}

// pairing is the outcome of one pair's games.
type pairing struct {
	a, b     int    // roster indices
	wins     [2]int // a's wins with a seated left, right
	played   [2]int // games with a seated left, right
	plies    int
	duration time.Duration
}

// tournament plays every pair of the roster (or of the players named in
// only), seats swapped between consecutive games that share their dice
// seed, on workers goroutines, and prints the results.
func tournament(w io.Writer, seed uint64, games, workers int, ci float64, only string) {
	players := roster()
	if only != "" {
		names := strings.Split(only, ",")
		players = slices.DeleteFunc(players, func(e entrant) bool { return !slices.Contains(names, e.name) })
	}
	fmt.Fprintf(w, "up to %d games per pairing, in batches of %d until the 95%% interval is within ±%.1f%%; seats swapped; 7 pieces; seed %d; %d workers\n\n",
		games, batch, 100*ci, seed, workers)
	var results []pairing
	for a := range players {
		for b := a + 1; b < len(players); b++ {
			res := play(players, a, b, seed, games, workers, ci)
			report(w, players, res)
			results = append(results, res)
		}
	}
	matrix(w, players, results)
}

// batch is how many games a pairing plays between looks at its interval.
const batch = 200

// play runs one pairing: batches of games until the 95% interval of the
// win rate is within ±ci (and at least two batches are played), or
// maxGames are played. Game i uses dice seeded (seed, pair, i/2) and seats
// a on the left when i is even.
func play(players []entrant, a, b int, seed uint64, maxGames, workers int, ci float64) pairing {
	res := pairing{a: a, b: b}
	start := time.Now()
	pair := uint64(a*len(players) + b)
	for n := 0; n < maxGames; n += batch {
		playBatch(players, &res, pair, seed, n, min(n+batch, maxGames), workers)
		if _, h := rate(res.wins[0]+res.wins[1], n+batch); n+batch >= 2*batch && h <= ci {
			break
		}
	}
	res.duration = time.Since(start)
	return res
}

// playBatch plays games from..to-1 of a pairing on workers goroutines,
// adding them to res.
func playBatch(players []entrant, res *pairing, pair, seed uint64, from, to, workers int) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ea, eb := players[res.a].newEngine(), players[res.b].newEngine()
			for i := range next {
				seat := i % 2
				left, right := ea, eb
				if seat == 1 {
					left, right = eb, ea
				}
				dice := rand.New(rand.NewPCG(seed, pair<<32|uint64(i/2)))
				choice := rand.New(rand.NewPCG(seed+1, pair<<32|uint64(i)))
				winner, plies := arena.Game(left, right, ur.Options{Pieces: ur.MaxPieces}, dice, choice)
				mu.Lock()
				res.played[seat]++
				if winner == rules.Player(seat) {
					res.wins[seat]++
				}
				res.plies += plies
				mu.Unlock()
			}
		}()
	}
	for i := from; i < to; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

// rate returns a win rate and the half-width of its 95% confidence
// interval: the larger side of the Wilson score interval, which stays
// honest near 0% and 100%.
func rate(wins, games int) (float64, float64) {
	if games == 0 {
		return 0, 1
	}
	const z = 1.96
	n, p := float64(games), float64(wins)/float64(games)
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return p, max(centre+half-p, p-(centre-half))
}

// report prints one pairing.
func report(w io.Writer, players []entrant, r pairing) {
	n := r.played[0] + r.played[1]
	p, ci := rate(r.wins[0]+r.wins[1], n)
	pl, _ := rate(r.wins[0], r.played[0])
	pr, _ := rate(r.wins[1], r.played[1])
	fmt.Fprintf(w, "%-13s vs %-13s  %5.1f%% ± %.1f%%  (as left %5.1f%%, as right %5.1f%%)  %d games, %.0f moves/game, %s\n",
		players[r.a].name, players[r.b].name, 100*p, 100*ci, 100*pl, 100*pr, n,
		float64(r.plies)/float64(n), r.duration.Round(time.Second))
}

// matrix prints every player's win rate against every other, row against
// column, and its mean over its opponents.
func matrix(w io.Writer, players []entrant, results []pairing) {
	n := len(players)
	rates := make([][]float64, n)
	for i := range rates {
		rates[i] = make([]float64, n)
	}
	for _, r := range results {
		p, _ := rate(r.wins[0]+r.wins[1], r.played[0]+r.played[1])
		rates[r.a][r.b], rates[r.b][r.a] = p, 1-p
	}
	fmt.Fprintf(w, "\nwin rate of row against column (%%)\n%-13s", "")
	for j := range players {
		fmt.Fprintf(w, " %6s", short(players[j].name))
	}
	fmt.Fprintf(w, "  %6s\n", "mean")
	for i := range players {
		fmt.Fprintf(w, "%-13s", players[i].name)
		sum := 0.0
		for j := range players {
			if i == j {
				fmt.Fprintf(w, " %6s", "-")
				continue
			}
			sum += rates[i][j]
			fmt.Fprintf(w, " %6.1f", 100*rates[i][j])
		}
		fmt.Fprintf(w, "  %6.1f\n", 100*sum/float64(max(n-1, 1)))
	}
}

// short abbreviates a player's name for the matrix's header: "A-12", "X-3".
func short(name string) string {
	if i := strings.IndexByte(name, '-'); i > 0 {
		return name[:1] + name[i:]
	}
	return name[:min(len(name), 6)]
}
