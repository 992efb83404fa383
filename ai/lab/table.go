package lab

import (
	"context"
	"fmt"
	"io"
	"math"
	"time"

	"tessera/ai/match"
	"tessera/ai/mcts"
	"tessera/rules"
)

// Report plays every pairing, games games from start's position, parallel
// at once, the i-th pairing's searches seeded from seed+i, and writes the
// table of them with its head and foot.
func Report(w io.Writer, start func() rules.Position, pairs []Pairing, games, parallel int, seed uint64) error {
	Header(w)
	for i, p := range pairs {
		began := time.Now()
		t, err := mcts.Arena{New: start, A: p.Strong, B: p.Weak, Games: games, Seed: seed + uint64(i), Parallel: parallel}.Run(context.Background())
		if err != nil {
			return err
		}
		Row(w, p.Strong.Name, p.Weak.Name, t, time.Since(began))
	}
	Footer(w)
	return nil
}

// Header writes the head of the seed report's "Levels of Play" table.
func Header(w io.Writer) {
	fmt.Fprintf(w, "%-62s %-34s %6s %6s %6s %7s %13s %7s %8s %7s %6s %7s\n",
		"AI (strong)", "against (weak)", "Wins", "Draws", "Losses", "#Games", "Strong Win%", "Low90%", "p1 Win%", "Plies", "Turns", "Time")
}

// Row writes the line of strong against weak: t, from strong's side,
// played in took. Turns reads "-" when t counts none.
func Row(w io.Writer, strong, weak string, t match.Tally, took time.Duration) {
	n := max(t.Games, 1)
	win := 100 * (float64(t.Wins) + float64(t.Draws)/2) / float64(n)
	turns := "-"
	if t.Turns > 0 {
		turns = fmt.Sprintf("%.2f", t.MeanTurns())
	}
	fmt.Fprintf(w, "%-62s %-34s %6d %6d %6d %7d %6.2f ±%4.1f %7.2f %8.2f %7.2f %6s %6.0fs\n",
		strong, weak, t.Wins, t.Draws, t.Losses, t.Games, win, Margin(win, t.Games), 100*WilsonLow(win/100, t.Games),
		100*float64(t.FirstWins)/float64(n), t.MeanPlies(), turns, took.Seconds())
}

// Footer writes what the table's columns mean.
func Footer(w io.Writer) {
	fmt.Fprintln(w, "Strong Win% counts a draw as half, ± its 95% normal margin; Low90% is its Wilson lower bound at 90% confidence (one-sided);")
	fmt.Fprintln(w, "p1 is the first player; Plies and Turns are mean game lengths; Time is the pairing's wall-clock time.")
}

// Margin returns the half-width of the 95% normal interval of a win rate
// of pct percent over n games, in percent.
func Margin(pct float64, n int) float64 {
	if n == 0 {
		return 100
	}
	p := pct / 100
	return 100 * 1.96 * math.Sqrt(p*(1-p)/float64(n))
}

// WilsonLow returns the lower end of the one-sided 90% Wilson interval of
// a proportion p over n trials; 0 for no trials.
func WilsonLow(p float64, n int) float64 {
	if n == 0 {
		return 0
	}
	const z = 1.2816
	m := float64(n)
	centre := p + z*z/(2*m)
	spread := z * math.Sqrt(p*(1-p)/m+z*z/(4*m*m))
	return max(0, (centre-spread)/(1+z*z/m))
}
