package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"time"

	"tessera/ai/ur/solve"
)

// endgame solves pieces per side on workers goroutines, writes the
// rounded table as an endgame file to out, and, when the 7-piece table at
// table loads, measures the file against it on every position of the
// endgame (lifted into the 7-piece game, the missing pieces home): two
// independent solves, so the difference is the rounding (at most
// 1/(2*solve.EndgameLevels)) plus the solves' residuals.
func endgame(pieces, workers int, table, out string) error {
	start := time.Now()
	tb, st, err := solve.Solve(solve.Settings{Pieces: pieces, Workers: workers})
	if err != nil {
		return err
	}
	fmt.Printf("solved %d pieces: %d positions, residual %.2g, in %s\n", pieces, st.Positions, st.Residual, st.Elapsed.Round(time.Millisecond))
	var buf bytes.Buffer
	if err := solve.NewEndgame(tb).Write(&buf); err != nil {
		return err
	}
	e, err := solve.ReadEndgame(bytes.NewReader(buf.Bytes())) // measure it as the site serves it
	if err != nil {
		return err
	}
	fmt.Printf("endgame: %d bytes (%.2f a position)\n", buf.Len(), float64(buf.Len())/float64(st.Positions))
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("written to %s in %s\n", out, time.Since(start).Round(time.Second))
	seven, err := solve.Load(table)
	if err != nil {
		fmt.Printf("not checked against the 7-piece table: %v\n", err)
		return nil
	}
	x, big := tb.Index(), seven.Index()
	worst := 0.0
	for i := range x.Count() {
		p := x.Position(i)
		p.Home[0] += big.Pieces() - pieces
		p.Home[1] += big.Pieces() - pieces
		j, ok := big.Of(p)
		if !ok {
			return fmt.Errorf("endgame position %d (%+v) is not a 7-piece position", i, p)
		}
		worst = math.Max(worst, math.Abs(seven.Value(j)-e.Value(i)))
	}
	fmt.Printf("against %s: largest difference %.2g over the %d positions\n", table, worst, x.Count())
	return nil
}
