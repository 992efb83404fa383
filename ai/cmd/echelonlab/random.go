package main

import (
	"context"
	"flag"
	"fmt"

	"tessera/ai/echelon"
	harness "tessera/ai/match"
	"tessera/ai/random"
	rules_echelon "tessera/rules/echelon"
)

// againstRandom plays every level below Master against the random mover
// from the rules' start, seats swapped, and prints for each how many games
// it lost and the shortest of them: no level should lose to the random
// mover in under ten plies.
func againstRandom(args []string) error {
	fs := flag.NewFlagSet("random", flag.ExitOnError)
	games := fs.Int("games", 20, "games a level, half as each colour")
	parallel := fs.Int("parallel", 1, "games at once")
	seed := fs.Uint64("seed", 1, "seed")
	variant := variantFlag(fs)
	fs.Parse(args)
	v, err := parseVariant(*variant)
	if err != nil {
		return err
	}
	start := rules_echelon.New(rules_echelon.Options{Variant: v})
	fmt.Printf("%s, each level below Master against the random mover, %d games, seats swapped\n", v, *games)
	for _, l := range echelon.Levels() {
		if l.ID == "echelon-master" {
			continue
		}
		var lost, shortest, plies int
		err := harness.Run(context.Background(), *games, *parallel, func(g int) (harness.Outcome, error) {
			return play(start, l.Engine, random.Mover{}, g, 0, *seed)
		}, func(g int, o harness.Outcome) {
			plies += o.Plies
			if o.Seat != g%2 {
				lost++
				if shortest == 0 || o.Plies < shortest {
					shortest = o.Plies
				}
			}
		})
		if err != nil {
			return err
		}
		fmt.Printf("%-18s lost %d of %d, shortest loss %d plies, mean game %.1f plies\n", l.ID, lost, *games, shortest, float64(plies)/float64(*games))
	}
	return nil
}
