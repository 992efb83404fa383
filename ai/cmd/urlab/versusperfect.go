package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/solve"
	"tessera/rules/ur"
)

// versusPerfect plays the random mover and each level of levels.All (but
// those named in slow, which it lists as skipped) against the perfect
// player of the table at path, seats swapped, in batches until the 95%
// interval of the level's win rate is within ±ci or games are played, and
// prints the results.
func versusPerfect(w io.Writer, path string, games int, ci float64, slow, only string, seed uint64, workers int) error {
	tb, err := loadTable(w, path)
	if err != nil {
		return err
	}
	if tb.Index().Pieces() != ur.MaxPieces {
		return fmt.Errorf("urlab: versus-perfect plays %d pieces; the table has %d", ur.MaxPieces, tb.Index().Pieces())
	}
	perfect := entrant{"perfect", func() arena.Engine { return solve.Perfect{Table: tb} }}
	fmt.Fprintf(w, "up to %d games per level, in batches of %d until the 95%% interval is within ±%.1f%%; seats swapped; %d pieces; seed %d; %d workers\n\n",
		games, batch, 100*ci, ur.MaxPieces, seed, workers)
	slowIDs := strings.Split(slow, ",")
	for _, e := range levelEntrants(only) {
		if slices.Contains(slowIDs, e.name) {
			fmt.Fprintf(w, "%-13s    skipped (named in -slow)\n", e.name)
			continue
		}
		players := []entrant{e, perfect}
		report(w, players, play(players, 0, 1, seed, games, workers, ci))
	}
	return nil
}
