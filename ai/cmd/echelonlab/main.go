// Command echelonlab measures the Echelon engines of ai/echelon: matches
// between any two engines, the level ladder, search speed and the
// forced-win positions.
//
//	echelonlab versus -a ab:200ms -b mcts:200ms -games 20 -variant gentleman [-opening 4]
//	echelonlab ladder -games 20 -variant gentleman [-scale 0.2] [-opening 4]
//	echelonlab wins -variant gentleman -n 30 -engine level:echelon-master
//	echelonlab setup -family stripes -samples 150 -budget 100ms -parallel 2
//	echelonlab setup -from "d4 e4 f4 g6 h6 d7 e7 f7 g7 h7" -steps 150 -time 200ms -budget 1s
//	echelonlab start -games 200 -parallel 2
//	echelonlab random -variant standard -games 20 -parallel 2
//
// setup searches for start positions (ten pieces a side, blue the point
// reflection of red), drawn from families of patterns or climbing from the
// starts -from gives, and prints the best with their figures; start
// measures the rules' start (or -red's): forced wins within five plies and
// self-play at a level; random plays the levels below Master against the
// random mover.
//
// Every match swaps the seats game by game; -opening starts each pair of
// games from the same random plies (engines without noise would otherwise
// replay a few games). A table row reads from the first engine's side.
//
// An engine is written level:<id> (a level of ai/echelon), ab:<time> (the
// strongest alpha-beta within time a move, no book), ab+book:<time>,
// abd:<depth> (alpha-beta to a depth), abw:<depth or
// time>:<noise>:<six weights> (alpha-beta with other evaluation
// weights, for tuning), mcts:<time> (the
// MCTS-Solver of ai/mcts within time a move) or random.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"tessera/rules/echelon"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: echelonlab versus|ladder|wins|setup|start|random [flags]")
		os.Exit(2)
	}
	var err error
	switch args := os.Args[2:]; os.Args[1] {
	case "versus":
		err = versus(args)
	case "ladder":
		err = ladder(args)
	case "wins":
		err = wins(args)
	case "setup":
		err = setup(args)
	case "start":
		err = start(args)
	case "random":
		err = againstRandom(args)
	default:
		err = fmt.Errorf("echelonlab: unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// variantFlag adds the -variant flag to fs.
func variantFlag(fs *flag.FlagSet) *string {
	return fs.String("variant", "gentleman", "standard or gentleman")
}

// parseVariant reads a variant name.
func parseVariant(name string) (echelon.Variant, error) {
	o, err := echelon.ParseOptions(map[string]string{"variant": strings.TrimSpace(name)})
	return o.Variant, err
}
