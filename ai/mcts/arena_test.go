package mcts

import (
	"context"
	"testing"

	"tessera/rules"
)

// TestArenaStrongBeatsWeak plays a solving player against a one-playout
// one on Nim: it must win every game from the seat minimax says wins, and
// the tally must not depend on how many games run at once.
func TestArenaStrongBeatsWeak(t *testing.T) {
	strong := Player{Name: "strong", Config: Default(3000), Reuse: true, Workers: 2}
	weak := Player{Name: "weak", Config: Config{C: 1, Playouts: 1}}
	a := Arena{New: func() rules.Position { return newNim(13) }, A: strong, B: weak, Games: 20, Seed: 9}
	one, err := a.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	a.Parallel = 3
	three, err := a.Run(context.Background())
	if err != nil || three != one {
		t.Fatalf("one at a time %+v, three at once %+v (%v)", one, three, err)
	}
	if one.Games != 20 || one.Wins+one.Draws+one.Losses != 20 || one.Draws != 0 {
		t.Fatalf("tally %+v", one)
	}
	if one.Wins < 10 {
		t.Errorf("the strong player won %d of 20", one.Wins)
	}
	// A Nim game is a first turn of one ply, then turns of two, the last
	// perhaps cut short: 2*turns-2 <= plies <= 2*turns-1 per game.
	if one.Plies > 2*one.Turns-one.Games || one.Plies < 2*one.Turns-2*one.Games {
		t.Errorf("%d plies in %d turns of %d games", one.Plies, one.Turns, one.Games)
	}
}

// TestArenaPerfectPlay plays two solving players against each other: the
// winner of every game is the seat minimax names, and tic-tac-toe is
// always drawn.
func TestArenaPerfectPlay(t *testing.T) {
	p := Player{Name: "solver", Config: Default(200_000)}
	for name, start := range starts() {
		tally, err := Arena{New: func() rules.Position { return start() }, A: p, B: p, Games: 4, Seed: 1}.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		switch minimax(start(), map[string]int{}) {
		case 1:
			if tally.FirstWins != 4 {
				t.Errorf("%s: first player won %d of 4, minimax says 4", name, tally.FirstWins)
			}
		case 0:
			if tally.Draws != 4 {
				t.Errorf("%s: %d draws of 4, minimax says 4", name, tally.Draws)
			}
		case -1:
			if tally.FirstWins != 0 || tally.Draws != 0 {
				t.Errorf("%s: first player won %d, drew %d, minimax says second wins", name, tally.FirstWins, tally.Draws)
			}
		}
	}
}

// TestArenaCancelled checks that a done context stops an arena.
func TestArenaCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := Player{Config: Default(100)}
	tally, err := Arena{New: func() rules.Position { return newNim(13) }, A: p, B: p, Games: 4}.Run(ctx)
	if err == nil || tally.Games != 0 {
		t.Fatalf("tally %+v, error %v", tally, err)
	}
}
