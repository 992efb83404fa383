// Command urtrain makes the near-perfect Ur level's data, where the site
// serves it from, as lazy assets: it trains the network (package
// ai/ur/tuple) on the solved table, or, with -endgame k, solves k pieces
// and writes their exact table of the endgames (solve.Endgame).
//
//	go run ./ai/cmd/urtrain [-table build/ursolve/ur7.tbl] [-out static/lazy/ur7.tuple] [-epochs 6] [-samples 100000000] [-workers 2]
//	go run ./ai/cmd/urtrain -endgame 4 [-out static/lazy/ur4.end] [-table build/ursolve/ur7.tbl]
//
// The table comes from go run ./ai/cmd/ursolve (the endgame only checks
// itself against it). See ai/README.md for the figures of the committed
// files.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"time"

	"tessera/ai/ur/solve"
	"tessera/ai/ur/tuple"
)

func main() {
	table := flag.String("table", "build/ursolve/ur7.tbl", "solved table file")
	out := flag.String("out", "static/lazy/ur7.tuple", "network file")
	set := tuple.TrainSettings{Log: os.Stdout}
	flag.IntVar(&set.Epochs, "epochs", 6, "passes")
	flag.IntVar(&set.Samples, "samples", 100_000_000, "updates in a pass (0: as many as the table has positions)")
	flag.Float64Var(&set.Decide, "decide", 0.5, "share of updates that are decisions of the perfect player's games")
	flag.Float64Var(&set.Rate, "rate", 0.02, "first epoch's learning rate")
	flag.IntVar(&set.Workers, "workers", runtime.NumCPU(), "goroutines training (or solving) at once")
	flag.Float64Var(&set.Play, "play", 0.5, "share of the other updates at positions of the perfect player's games")
	flag.IntVar(&set.Explore, "explore", 10, "in those games, one move in this many is random")
	flag.Uint64Var(&set.Seed, "seed", 1, "seed of the draws")
	end := flag.Int("endgame", 0, "solve this many pieces (1..4) and write their endgame table instead (-out defaults to static/lazy/ur<k>.end)")
	flag.Parse()
	var err error
	if *end > 0 {
		if !isSet("out") {
			*out = fmt.Sprintf("static/lazy/ur%d.end", *end)
		}
		err = endgame(*end, set.Workers, *table, *out)
	} else {
		err = run(*table, *out, set)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "urtrain:", err)
		os.Exit(1)
	}
}

// isSet reports whether the flag called name was given.
func isSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func run(table, out string, set tuple.TrainSettings) error {
	start := time.Now()
	tb, err := solve.Load(table)
	if err != nil {
		return fmt.Errorf("%w (make it with go run ./ai/cmd/ursolve)", err)
	}
	fmt.Printf("table %s: %d positions, loaded in %s\n", table, tb.Index().Count(), time.Since(start).Round(time.Millisecond))
	net := tuple.Train(tb, set)
	var buf bytes.Buffer
	if err := net.Write(&buf); err != nil {
		return err
	}
	// Measure the network as the site serves it: read back from the file.
	net, err = tuple.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		return err
	}
	x := tb.Index()
	var sq, worst float64
	for i := range x.Count() {
		d := math.Abs(net.Chance(x.Position(i)) - tb.Value(i))
		sq += d * d
		worst = math.Max(worst, d)
	}
	fmt.Printf("over every position: rms error %.5f, largest %.4f\n", math.Sqrt(sq/float64(x.Count())), worst)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(buf.Bytes())
	zw.Close()
	fmt.Printf("network: %d weights, %d bytes (%d gzipped)\n", tuple.Weights, buf.Len(), gz.Len())
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("written to %s in %s\n", out, time.Since(start).Round(time.Second))
	return nil
}
