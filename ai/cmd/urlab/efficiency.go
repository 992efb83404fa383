package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/ur"
)

// minTiming is how long each engine is timed on the decisions, at least
// one full pass.
const minTiming = 300 * time.Millisecond

// row is one line of the table: an engine's mean decision time and its
// decisions.
type row struct {
	depth   int
	name    string
	mean    time.Duration
	choices string
}

// efficiency prints Diagram 1 for Massugu and Ashikazu-1..15, then the same
// for Expectimax-1..xdepth, against the deepest of each table.
func efficiency(w io.Writer, seed uint64, n, xdepth int) {
	ds := arena.Decisions(seed, n)
	fmt.Fprintf(w, "%d decisions (arena.Decisions, seed %d): positions at plies 20..60 of seeded Massugu games, rolls 1..4 with 2+ legal moves\n", len(ds), seed)
	fmt.Fprintln(w, "decision: path index (hex) of the piece moved, 0 = entering")
	table := []row{measure(ds, seed, 0, levels.MustNamed("Massugu"))}
	for d := 1; d <= 15; d++ {
		table = append(table, measure(ds, seed, d, levels.MustNamed(fmt.Sprintf("Ashikazu-%d", d))))
	}
	printTable(w, table)
	table = table[:0]
	for d := 1; d <= xdepth; d++ {
		table = append(table, measure(ds, seed, d, levels.MustNamed(fmt.Sprintf("Expectimax-%d", d))))
	}
	printTable(w, table)
}

// measure times e on ds, repeating the whole set for at least minTiming;
// decision i breaks ties with a source seeded (seed, i), the same for every
// engine.
func measure(ds []arena.Decision, seed uint64, depth int, e arena.Engine) row {
	var choices strings.Builder
	runs := 0
	start := time.Now()
	for runs == 0 || time.Since(start) < minTiming {
		choices.Reset()
		for i, d := range ds {
			m := e.Choose(context.Background(), d.State, d.Roll, rand.New(rand.NewPCG(seed, uint64(i))))
			choices.WriteString(cellDigit(d.State, m))
		}
		runs++
	}
	mean := time.Since(start) / time.Duration(runs*len(ds))
	return row{depth: depth, name: e.Name(), mean: mean, choices: choices.String()}
}

// cellDigit writes the path index of the piece m moves as one hex digit.
func cellDigit(s *ur.State, m rules.Move) string {
	st := s.Describe(m)
	i, _ := ur.PathIndex(st.Player, st.From)
	return fmt.Sprintf("%x", i)
}

// printTable writes a table, counting each row's decisions that differ from
// the last row's.
func printTable(w io.Writer, table []row) {
	deepest := table[len(table)-1].choices
	fmt.Fprintf(w, "\n%-5s  %-14s  %12s  %9s  %s\n", "depth", "engine", "mean time", "differing", "decisions")
	for _, r := range table {
		diff := 0
		for i := range r.choices {
			if r.choices[i] != deepest[i] {
				diff++
			}
		}
		fmt.Fprintf(w, "%-5d  %-14s  %12s  %9d  %s\n", r.depth, r.name, fmtDuration(r.mean), diff, r.choices)
	}
}

// fmtDuration writes d in milliseconds with three decimals.
func fmtDuration(d time.Duration) string {
	return fmt.Sprintf("%.4f ms", float64(d)/float64(time.Millisecond))
}
