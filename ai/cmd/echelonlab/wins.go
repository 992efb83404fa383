package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"time"

	"tessera/ai/echelon"
	"tessera/rules"
	rules_echelon "tessera/rules/echelon"
)

// puzzle is a position whose player to move forces a win in plies plies
// and no fewer.
type puzzle struct {
	pos   *rules_echelon.State
	plies int
}

// wins finds, in seeded random games, positions with a forced win within
// six plies (by exhaustive search) and counts how often an engine plays a
// move that keeps the win.
func wins(args []string) error {
	fs := flag.NewFlagSet("wins", flag.ExitOnError)
	n := fs.Int("n", 40, "positions")
	spec := fs.String("engine", "level:echelon-master", "the engine tested")
	maxMoves := fs.Int("maxmoves", 40, "skip positions with more legal moves (the solver is plain)")
	variant := variantFlag(fs)
	fs.Parse(args)
	v, err := parseVariant(*variant)
	if err != nil {
		return err
	}
	e, err := engine(*spec, 1)
	if err != nil {
		return err
	}
	puzzles := findPuzzles(v, *n, *maxMoves)
	found := map[int][2]int{}
	var slowest time.Duration
	for i, p := range puzzles {
		start := time.Now()
		moves := p.pos.Legal(nil)
		m, err := e.Choose(context.Background(), p.pos, moves, rand.New(rand.NewPCG(uint64(i), 0)))
		if err != nil {
			return err
		}
		slowest = max(slowest, time.Since(start))
		f := found[p.plies]
		f[1]++
		if keepsWin(p.pos, m, p.plies) {
			f[0]++
		}
		found[p.plies] = f
	}
	fmt.Printf("%s, %s: forced wins kept (by plies to the win), slowest move %v\n", v, *spec, slowest.Round(time.Millisecond))
	for _, d := range []int{1, 3, 5} {
		fmt.Printf("  win in %d: %d of %d\n", d, found[d][0], found[d][1])
	}
	return nil
}

// keepsWin says whether m, in p, wins within plies plies by force.
func keepsWin(p *rules_echelon.State, m rules.Move, plies int) bool {
	next := *p
	next.Apply(m)
	if r := next.Result(); r.Over {
		return r.Winner == p.ToMove()
	}
	return plies > 1 && echelon.LosesWithin(&next, plies-1)
}

// findPuzzles plays seeded random games (moves that do not lose at once)
// and takes from each the first position, from a seeded ply on, whose
// player to move forces a win in three plies at best (odd seeds) or five
// (even seeds), each position once. (Random moves that do not lose at
// once leave no win in one.)
func findPuzzles(v rules_echelon.Variant, n, maxMoves int) []puzzle {
	var out []puzzle
	seen := map[uint64]bool{}
	for seed := uint64(0); len(out) < n && seed < uint64(50*n); seed++ {
		r := rand.New(rand.NewPCG(seed, 6))
		pos := rules_echelon.New(rules_echelon.Options{Variant: v})
		for ply := 0; !pos.Result().Over; ply++ {
			moves := pos.Legal(nil)
			if ply >= int(seed%16) && len(moves) <= maxMoves && !seen[pos.Hash()] {
				if d := shortestWin(pos); d == 3+2*int(seed%2) {
					seen[pos.Hash()] = true
					out = append(out, puzzle{pos, d})
					break
				}
			}
			safe := safeMoves(pos, moves)
			if len(safe) == 0 {
				break
			}
			pos.Apply(safe[r.IntN(len(safe))])
		}
	}
	return out
}

// shortestWin returns 1, 3 or 5, the fewest plies in which the player to
// move forces a win, or 0 if none within five.
func shortestWin(pos *rules_echelon.State) int {
	for _, d := range []int{1, 3, 5} {
		if echelon.WinsWithin(pos, d) {
			return d
		}
	}
	return 0
}

// safeMoves returns the moves of pos after which the opponent cannot win
// at once.
func safeMoves(pos *rules_echelon.State, moves []rules.Move) []rules.Move {
	var out []rules.Move
	for _, m := range moves {
		next := *pos
		next.Apply(m)
		if !next.Result().Over && !echelon.WinsWithin(&next, 1) {
			out = append(out, m)
		}
	}
	return out
}
