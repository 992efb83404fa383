package echelon

import (
	"context"
	"testing"

	"tessera/rules/echelon"
)

// minimax is the plain reference: full-width negamax over every legal
// move, depth plies deep, with the search's leaf rule written from the
// rules alone: at the horizon, a player who has a stack win among their
// moves (as Describe says) scores a win next ply, else the evaluation.
func minimax(pos *echelon.State, w Weights, depth, ply int) int {
	me := pos.ToMove()
	moves := pos.Legal(nil)
	if depth == 0 {
		for _, m := range moves {
			if pos.Describe(m).StackWinner == me {
				return Mate - ply - 1
			}
		}
		c, _ := survey(pos)
		return w.evaluate(&c, me)
	}
	best := -infinity
	for _, m := range moves {
		next := *pos
		next.Apply(m)
		var v int
		switch r := next.Result(); {
		case r.Over && r.Winner == me:
			v = Mate - ply - 1
		case r.Over:
			v = -(Mate - ply - 1)
		default:
			v = -minimax(&next, w, depth-1, ply+1)
		}
		best = max(best, v)
	}
	return best
}

// plainConfig is a search without table, extensions or reductions: its
// value must be minimax's.
func plainConfig(depth int) Config {
	return Config{Depth: depth, Weights: DefaultWeights()}
}

// TestSearchEqualsMinimax compares the search's value with plain minimax
// at depths 1 to 3 on positions from seeded random games.
func TestSearchEqualsMinimax(t *testing.T) {
	for _, v := range variants {
		for seed := range uint64(6) {
			pos := seededPosition(v, seed, 10+4*int(seed))
			if pos.Result().Over {
				continue
			}
			for depth := 1; depth <= 3; depth++ {
				if depth == 3 && len(pos.Legal(nil)) > 40 {
					continue // keep the reference quick
				}
				want := minimax(pos, DefaultWeights(), depth, 0)
				e := New(plainConfig(depth))
				r, err := e.Search(context.Background(), pos, pos.Legal(nil), 0)
				if err != nil {
					t.Fatal(err)
				}
				if r.Depth != 0 && r.Score != want || r.Depth == 0 && !IsMate(want) && len(pos.Legal(nil)) > 1 {
					t.Errorf("%s seed %d depth %d: search %d (depth %d), minimax %d", v, seed, depth, r.Score, r.Depth, want)
				}
				// The move chosen must be worth the value found.
				next := *pos
				next.Apply(r.Move)
				got := Mate - 1
				if res := next.Result(); res.Over && res.Winner != pos.ToMove() {
					got = -(Mate - 1)
				} else if !res.Over {
					got = -minimax(&next, DefaultWeights(), depth-1, 1)
				}
				if r.Depth == depth && got != want {
					t.Errorf("%s seed %d depth %d: move %s is worth %d, best %d", v, seed, depth, pos.Token(r.Move), got, want)
				}
			}
		}
	}
}

// TestMovesFitSixteenBits checks what the table and the history assume:
// every legal move's code is below 1<<16.
func TestMovesFitSixteenBits(t *testing.T) {
	for _, v := range variants {
		for seed := range uint64(20) {
			pos := seededPosition(v, seed, 0)
			for k := 0; !pos.Result().Over && k < 200; k++ {
				moves := pos.Legal(nil)
				for _, m := range moves {
					if m >= 1<<16 {
						t.Fatalf("move %s codes as %d", pos.Token(m), m)
					}
				}
				pos.Apply(moves[(k*7+int(seed))%len(moves)])
			}
		}
	}
}

// TestSolver checks the plain solver against hand reasoning on the
// standard start: red has no move that wins at once (no stack of two
// stands), but wins in three (b1-c1 stacks two reds no blue piece can
// reach, and d1-c1 stomps them next), and after b1-c1 blue loses within
// two plies. The gentleman start has no win within three plies: no move
// can leave a player without moves so early.
func TestSolver(t *testing.T) {
	start := echelon.New(echelon.Options{Variant: echelon.Standard})
	if WinsWithin(start, 1) || !WinsWithin(start, 3) {
		t.Errorf("start: wins in 1 %v, in 3 %v", WinsWithin(start, 1), WinsWithin(start, 3))
	}
	after := *start
	m, _ := after.ParseToken("b1-c1")
	after.Apply(m)
	if !LosesWithin(&after, 2) {
		t.Error("after b1-c1, blue does not lose within two plies")
	}
	gentle := echelon.New(echelon.Options{Variant: echelon.Gentleman})
	if WinsWithin(gentle, 3) {
		t.Error("gentleman start: a win within three plies")
	}
}
