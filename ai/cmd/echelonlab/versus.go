package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"tessera/ai"
	"tessera/ai/echelon"
	"tessera/ai/lab"
	rules_echelon "tessera/rules/echelon"
)

// matchFlags are the flags of the commands that play matches.
type matchFlags struct {
	games, parallel, opening *int
	seed                     *uint64
	variant                  *string
}

// addMatchFlags adds the flags of the commands that play matches to fs,
// games a pairing by default.
func addMatchFlags(fs *flag.FlagSet, games int) matchFlags {
	return matchFlags{
		games:    fs.Int("games", games, "games a pairing"),
		parallel: fs.Int("parallel", 1, "games at once"),
		seed:     fs.Uint64("seed", 1, "seed"),
		opening:  fs.Int("opening", 0, "random plies to start every game"),
		variant:  variantFlag(fs),
	}
}

// parse parses args into fs and returns the variant named.
func (f matchFlags) parse(fs *flag.FlagSet, args []string) (rules_echelon.Variant, error) {
	fs.Parse(args)
	return parseVariant(*f.variant)
}

// play plays a match of f's between the engines a and b, named
// aName and bName, and prints its row of the "Levels of Play" table.
func (f matchFlags) play(v rules_echelon.Variant, a, b ai.Engine, aName, bName string) error {
	began := time.Now()
	t, err := match(v, a, b, *f.games, *f.parallel, *f.opening, *f.seed)
	lab.Row(os.Stdout, aName, bName, t, time.Since(began))
	return err
}

// versus plays two engines against each other, seats swapped.
func versus(args []string) error {
	fs := flag.NewFlagSet("versus", flag.ExitOnError)
	a := fs.String("a", "ab:200ms", "first engine (plays first in the even games)")
	b := fs.String("b", "mcts:200ms", "second engine")
	f := addMatchFlags(fs, 20)
	v, err := f.parse(fs, args)
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
	fmt.Printf("%s, %s vs %s\n", v, *a, *b)
	lab.Header(os.Stdout)
	err = f.play(v, ea, eb, *a, *b)
	lab.Footer(os.Stdout)
	return err
}

// ladder plays every level against the one below it.
func ladder(args []string) error {
	fs := flag.NewFlagSet("ladder", flag.ExitOnError)
	scale := fs.Float64("scale", 1, "multiplies the levels' time budgets")
	from := fs.Int("from", 1, "the first strong level (index)")
	f := addMatchFlags(fs, 20)
	v, err := f.parse(fs, args)
	if err != nil {
		return err
	}
	levels := echelon.Levels()
	fmt.Printf("%s, time scale %g\n", v, *scale)
	lab.Header(os.Stdout)
	for i := *from; i < len(levels); i++ {
		strong, _ := engine("level:"+levels[i].ID, *scale)
		weak, _ := engine("level:"+levels[i-1].ID, *scale)
		if err := f.play(v, strong, weak, levels[i].ID, levels[i-1].ID); err != nil {
			return err
		}
	}
	lab.Footer(os.Stdout)
	return nil
}
