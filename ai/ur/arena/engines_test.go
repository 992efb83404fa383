package arena_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai/ur/arena"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/ur"
)

// engines returns one of every kind of engine the tournament plays, fresh.
func engines() []arena.Engine {
	var out []arena.Engine
	for _, name := range []string{"Random", "Massugu", "Ashikazu-1", "Ashikazu-6", "Ashikazu-15", "Expectimax-1", "Expectimax-3"} {
		out = append(out, levels.MustNamed(name))
	}
	return out
}

// TestNamed checks that an engine is found by the name it gives, and that
// other names are refused.
func TestNamed(t *testing.T) {
	for _, name := range []string{"Random", "Massugu", "Ashikazu-6", "Expectimax-2"} {
		if e, err := levels.Named(name); err != nil || e.Name() != name {
			t.Errorf("Named(%q) = %v, %v", name, e, err)
		}
	}
	for _, name := range []string{"", "random", "Ashikazu", "Ashikazu-0", "Ashikazu-x", "Expectimax--1", "Perfect"} {
		if _, err := levels.Named(name); err == nil {
			t.Errorf("Named(%q) made an engine", name)
		}
	}
}

// randomPositions returns n positions from seeded random games with 1..7
// pieces, either side to move.
func randomPositions(n int) []*ur.State {
	r := rand.New(rand.NewPCG(11, 12))
	var out []*ur.State
	for g := 0; len(out) < n; g++ {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for !s.Result().Over && len(out) < n {
			out = append(out, s.Clone().(*ur.State))
			legal := s.LegalFor(ur.Roll(r), nil)
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
	return out
}

// TestLegal asks every engine for a move in 2,000 random positions for
// every roll, and checks that LegalFor lists it.
func TestLegal(t *testing.T) {
	positions := randomPositions(2000)
	sides := map[rules.Player]int{}
	for _, s := range positions {
		sides[s.ToMove()]++
	}
	if sides[rules.First] == 0 || sides[rules.Second] == 0 {
		t.Fatalf("positions do not cover both sides: %v", sides)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, e := range engines() {
		for _, s := range positions {
			for roll := 0; roll <= ur.MaxRoll; roll++ {
				m := e.Choose(context.Background(), s, roll, rng)
				if !slices.Contains(s.LegalFor(roll, nil), m) {
					t.Fatalf("%s: roll %d in %+v: move %v is not legal", e.Name(), roll, s, m)
				}
			}
		}
	}
}

// TestDeterministic plays each engine against itself twice from the same
// seeds and checks that the games are the same, and that another seed
// gives another game.
func TestDeterministic(t *testing.T) {
	for _, e := range engines() {
		a, b, c := record(e, 5), record(e, 5), record(e, 6)
		if !slices.Equal(a, b) {
			t.Errorf("%s: two games from seed 5 differ:\n%v\n%v", e.Name(), a, b)
		}
		if slices.Equal(a, c) {
			t.Errorf("%s: seeds 5 and 6 play the same game", e.Name())
		}
	}
}

// record plays a 3-piece game of e against itself from seed and returns its
// tokens.
func record(e arena.Engine, seed uint64) []string {
	dice, choice := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 2))
	s := ur.New(ur.Options{Pieces: 3})
	var tokens []string
	for !s.Result().Over {
		m := e.Choose(context.Background(), s, ur.Roll(dice), choice)
		tokens = append(tokens, s.Token(m))
		s.Apply(m)
	}
	return tokens
}

// TestGame plays a game between Massugu and Ashikazu-6 through Game and
// checks that it ends with a winner after a plausible number of moves.
func TestGame(t *testing.T) {
	winner, plies := arena.Game(levels.MustNamed("Massugu"), levels.MustNamed("Ashikazu-6"), ur.Options{Pieces: 7},
		rand.New(rand.NewPCG(1, 1)), rand.New(rand.NewPCG(1, 2)))
	if winner == rules.NoPlayer || plies < 2*7*15/4 {
		t.Fatalf("winner %v after %d moves", winner, plies)
	}
}

// TestDecisions checks that the fixed decisions are as documented: n of
// them, mid-game, each with a choice to make.
func TestDecisions(t *testing.T) {
	ds := arena.Decisions(1, 40)
	if len(ds) != 40 {
		t.Fatalf("%d decisions, want 40", len(ds))
	}
	for i, d := range ds {
		if d.State.Result().Over || d.Roll < 1 || len(d.State.LegalFor(d.Roll, nil)) < 2 {
			t.Fatalf("decision %d: roll %d in %+v has no choice", i, d.Roll, d.State)
		}
	}
}
