package main

import (
	"flag"
	"fmt"
	"time"

	"tessera/ai/echelon"
)

// versus plays two engines against each other, seats swapped.
func versus(args []string) error {
	fs := flag.NewFlagSet("versus", flag.ExitOnError)
	a := fs.String("a", "ab:200ms", "first engine (plays first in the even games)")
	b := fs.String("b", "mcts:200ms", "second engine")
	games := fs.Int("games", 20, "games")
	parallel := fs.Int("parallel", 1, "games at once")
	seed := fs.Uint64("seed", 1, "seed")
	opening := fs.Int("opening", 0, "random plies to start every game")
	variant := variantFlag(fs)
	fs.Parse(args)
	v, err := parseVariant(*variant)
	if err != nil {
		return err
	}
	ea, err := engine(*a, 1)
	if err != nil {
		return err
	}
	eb, err := engine(*b, 1)
	if err != nil {
		return err
	}
	start := time.Now()
	t, err := match(v, ea, eb, *games, *parallel, *opening, *seed)
	fmt.Printf("%s, %s vs %s (%v)\n%s\n%s\n", v, *a, *b, time.Since(start).Round(time.Second), header, t.row(*a+" vs "+*b))
	return err
}

// ladder plays every level against the one below it.
func ladder(args []string) error {
	fs := flag.NewFlagSet("ladder", flag.ExitOnError)
	games := fs.Int("games", 20, "games per pair")
	parallel := fs.Int("parallel", 1, "games at once")
	seed := fs.Uint64("seed", 1, "seed")
	scale := fs.Float64("scale", 1, "multiplies the levels' time budgets")
	from := fs.Int("from", 1, "the first strong level (index)")
	opening := fs.Int("opening", 0, "random plies to start every game")
	variant := variantFlag(fs)
	fs.Parse(args)
	v, err := parseVariant(*variant)
	if err != nil {
		return err
	}
	levels := echelon.Levels()
	fmt.Printf("%s, time scale %g\n%s\n", v, *scale, header)
	for i := *from; i < len(levels); i++ {
		strong, _ := engine("level:"+levels[i].ID, *scale)
		weak, _ := engine("level:"+levels[i-1].ID, *scale)
		t, err := match(v, strong, weak, *games, *parallel, *opening, *seed)
		if err != nil {
			return err
		}
		fmt.Println(t.row(levels[i].ID + " vs " + levels[i-1].ID))
	}
	return nil
}
