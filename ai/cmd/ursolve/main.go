// Command ursolve solves the Royal Game of Ur for one piece count by value
// iteration (package ai/ur/solve), prints what it took and the first
// player's win chance, and saves the table.
//
//	go run ./ai/cmd/ursolve [-pieces 7] [-out build/ursolve/ur7.tbl] [-workers 2]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

func main() {
	pieces := flag.Int("pieces", ur.MaxPieces, "pieces per side, 1..7")
	out := flag.String("out", "", "table file (default build/ursolve/urN.tbl; \"-\" for none)")
	workers := flag.Int("workers", runtime.NumCPU(), "goroutines per sweep")
	quiet := flag.Bool("q", false, "no line per layer pair")
	flag.Parse()
	if *out == "" {
		*out = filepath.Join("build", "ursolve", fmt.Sprintf("ur%d.tbl", *pieces))
	}
	if err := run(*pieces, *workers, *out, *quiet); err != nil {
		fmt.Fprintln(os.Stderr, "ursolve:", err)
		os.Exit(1)
	}
}

func run(pieces, workers int, out string, quiet bool) error {
	set := solve.Settings{Pieces: pieces, Workers: workers}
	if !quiet {
		set.Log = os.Stdout
	}
	t, st, err := solve.Solve(set)
	if err != nil {
		return err
	}
	start, _ := t.WinChance(ur.New(ur.Options{Pieces: pieces}))
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("pieces %d: %d positions (one side to move, nobody home with every piece)\n", pieces, st.Positions)
	fmt.Printf("sweeps: %d in all, at most %d for a layer pair; Bellman residual after the last sweeps: %.2g\n",
		st.Sweeps, st.MaxSweeps, st.Residual)
	fmt.Printf("time %s, peak memory %s (Go heap obtained %d MiB)\n",
		st.Elapsed.Round(time.Millisecond), peakRSS(), ms.Sys>>20)
	fmt.Printf("first player (left) wins from the start: %.6f\n", start)
	if out == "-" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	if err := t.Save(out); err != nil {
		return err
	}
	fmt.Println("table saved to", out)
	return nil
}
