// Command ecalperlab measures the Ecalper players of ai/ecalper: the level
// ladder, matches between any two players, and the first player's win
// rate with and without the pie rule, and how well the levels resign.
//
//	ecalperlab ladder -size 5 -games 16
//	ecalperlab versus -a time:50ms -b baseline:50ms -size 5 -games 16
//	ecalperlab pie -a level:ecalper-club -size 5 -games 40
//	ecalperlab resign -level ecalper-club -size 5 -games 20
//
// A player is written level:<id> (a level of ai/ecalper), playouts:<n>
// (the levels' search, n playouts a ply, no opening care), time:<d> (the
// default level's engine within d a ply), baseline:<d> (mcts.Baseline,
// plain UCT with uniformly random playouts through the rules, within d a
// ply) or random. Games are played with the players' seats swapped every
// other game; a swap under the pie rule exchanges the players' colours.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"tessera/ai/lab"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: ecalperlab ladder|versus|pie|resign [flags]")
		os.Exit(2)
	}
	var err error
	switch args := os.Args[2:]; os.Args[1] {
	case "ladder":
		err = ladder(args)
	case "versus":
		err = versus(args)
	case "pie":
		err = pie(args)
	case "resign":
		err = resign(args)
	default:
		err = fmt.Errorf("ecalperlab: unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// flags adds the flags of every command to fs, games games a match by
// default.
func flags(fs *flag.FlagSet, games int) lab.Flags { return lab.AddFlags(fs, games, 5, 1) }

// newMatch returns the match of a against b, with the pie rule if pie,
// that the flags f set.
func newMatch(f lab.Flags, a, b player, pie bool) series {
	return series{A: a, B: b, Size: *f.Size, Pie: pie, Games: *f.Games, Seed: *f.Seed, Parallel: *f.Parallel}
}

// ladder plays each level against the one below it.
func ladder(args []string) error {
	fs := flag.NewFlagSet("ladder", flag.ExitOnError)
	c := flags(fs, 16)
	pieOn := fs.Bool("pie", true, "play with the pie rule")
	fs.Parse(args)
	levels := levelSpecs()
	var ms []series
	for i := 1; i < len(levels); i++ {
		ms = append(ms, newMatch(c, levels[i], levels[i-1], *pieOn))
	}
	return table(ms...)
}

// versus plays one player against another.
func versus(args []string) error {
	fs := flag.NewFlagSet("versus", flag.ExitOnError)
	c := flags(fs, 16)
	a := fs.String("a", "time:50ms", "the first player")
	b := fs.String("b", "baseline:50ms", "the second player")
	pieOn := fs.Bool("pie", true, "play with the pie rule")
	fs.Parse(args)
	pa, err := parsePlayer(*a)
	if err != nil {
		return err
	}
	pb, err := parsePlayer(*b)
	if err != nil {
		return err
	}
	return table(newMatch(c, pa, pb, *pieOn))
}

// pie plays a player against itself with and without the pie rule and
// tells how often the first player (who places the first three stones)
// wins.
func pie(args []string) error {
	fs := flag.NewFlagSet("pie", flag.ExitOnError)
	c := flags(fs, 40)
	a := fs.String("a", "level:ecalper-club", "the player")
	fs.Parse(args)
	p, err := parsePlayer(*a)
	if err != nil {
		return err
	}
	fmt.Printf("%-6s %6s %6s %6s %6s %8s %8s\n", "pie", "games", "p1 win", "draws", "swaps", "p1 win%", "black%")
	for _, on := range []bool{false, true} {
		m := newMatch(c, p, p, on)
		t, err := m.run()
		if err != nil {
			return err
		}
		fmt.Printf("%-6v %6d %6d %6d %6d %8.1f %8.1f\n", on, t.Games, t.FirstWins, t.Draws, t.Swaps,
			100*float64(t.FirstWins)/float64(t.Games), 100*float64(t.BlackWins)/float64(t.Games))
	}
	return nil
}

// table plays the matches and prints their "Levels of Play" table, a row
// a match.
func table(ms ...series) error {
	lab.Header(os.Stdout)
	for _, m := range ms {
		began := time.Now()
		t, err := m.run()
		if err != nil {
			return err
		}
		lab.Row(os.Stdout, m.A.name, m.B.name, t.Tally, time.Since(began))
	}
	footer()
	return nil
}

// footer explains the columns, and who the first player is.
func footer() {
	lab.Footer(os.Stdout)
	fmt.Println("Here p1 is the player who placed the first stones (after a swap it plays white).")
}
