package match

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/ecalper"
	"tessera/rules/iris"
	"tessera/rules/ur"
)

// seat is a random mover with its own seeded source.
func seat(name string, seed uint64) Seat {
	return Seat{Name: name, Engine: random.Mover{}, Rand: rand.New(rand.NewPCG(seed, 1))}
}

// follower counts the plies it hears and checks each was on offer.
type follower struct {
	random.Mover
	heard   int
	refused bool
}

func (f *follower) Follow(p Ply) {
	f.heard++
	legal := p.Pos.Legal(nil)
	found := false
	for _, m := range legal {
		found = found || m == p.Move
	}
	f.refused = f.refused || !found
}

// A game is played to its end; every move is heard by the listener and by
// a following seat, and the outcome agrees with the final position.
func TestPlay(t *testing.T) {
	start := iris.New(iris.Options{Size: 5})
	f := &follower{}
	heard := 0
	g := Game{Start: start, Seats: [2]Seat{{Name: "f", Engine: f, Rand: rand.New(rand.NewPCG(1, 1))}, seat("r", 2)},
		OnPly: func(Ply) { heard++ }}
	o, err := Play(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if !start.Result().Over || o.Plies == 0 || heard != o.Plies || f.heard != o.Plies || f.refused {
		t.Fatalf("outcome %+v, heard %d and %d, over %v", o, heard, f.heard, start.Result().Over)
	}
	if o.Winner != start.Result().Winner || (o.Winner == rules.NoPlayer) != (o.Seat == -1) || o.Turns > o.Plies {
		t.Errorf("outcome %+v against result %+v", o, start.Result())
	}
}

// In a game with dice every move chosen is one of the throw's, and each
// throw offers the moves of one roll only.
func TestPlayThrowsDice(t *testing.T) {
	s := ur.New(ur.Options{Pieces: 2})
	g := Game{Start: s, Seats: [2]Seat{seat("a", 1), seat("b", 2)}, Dice: rand.New(rand.NewPCG(3, 3)),
		OnPly: func(p Ply) {
			st := p.Pos.(*ur.State)
			roll := st.Describe(p.Offered[0]).Roll
			if len(p.Offered) != len(st.LegalFor(roll, nil)) {
				t.Fatalf("offered %v for a roll of %d", p.Offered, roll)
			}
		}}
	if _, err := Play(context.Background(), g); err != nil {
		t.Fatal(err)
	}
}

// liar plays a move that is never on offer.
type liar struct{}

func (liar) Choose(context.Context, rules.Position, []rules.Move, *rand.Rand) (rules.Move, error) {
	return rules.Move(1 << 30), nil
}

// A move not on offer, an engine's error and a done context stop a game.
func TestPlayRefuses(t *testing.T) {
	_, err := Play(context.Background(), Game{Start: iris.New(iris.Options{Size: 5}), Seats: [2]Seat{{Name: "liar", Engine: liar{}}, seat("r", 1)}})
	if err == nil || !strings.Contains(err.Error(), "liar chose move 1073741824, which is not on offer") {
		t.Errorf("a move not on offer: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Play(ctx, Game{Start: iris.New(iris.Options{Size: 5}), Seats: [2]Seat{seat("a", 1), seat("b", 2)}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("a done context: %v", err)
	}
}

// swapper swaps when it can, and otherwise plays the first move.
type swapper struct{}

func (swapper) Choose(_ context.Context, _ rules.Position, moves []rules.Move, _ *rand.Rand) (rules.Move, error) {
	for _, m := range moves {
		if m == ecalper.Swap() {
			return m, nil
		}
	}
	return moves[0], nil
}

// After a pie swap the seats play the other colours: the winning seat is
// the one that played the winning colour at the end.
func TestPlaySwap(t *testing.T) {
	for seed := range uint64(6) {
		s, err := ecalper.New(ecalper.Options{Size: ecalper.MinSize, Pie: true})
		if err != nil {
			t.Fatal(err)
		}
		seatOfColour := [2]int{0, 1}
		g := Game{Start: s, Seats: [2]Seat{seat("opener", seed), {Name: "swapper", Engine: swapper{}}},
			OnPly: func(p Ply) {
				if p.Seat != seatOfColour[p.Pos.ToMove()] {
					t.Fatalf("seat %d played player %d's move", p.Seat, p.Pos.ToMove())
				}
				if p.Move == ecalper.Swap() {
					seatOfColour = [2]int{1, 0}
				}
			}}
		o, err := Play(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Swapped {
			t.Fatalf("seed %d: no swap", seed)
		}
		if o.Winner != rules.NoPlayer && o.Seat != seatOfColour[o.Winner] {
			t.Errorf("seed %d: player %d won, seat %d credited", seed, o.Winner, o.Seat)
		}
	}
}

// A tally counts each game from A's side, A in seat 0 in the even games:
// a first-seat win is A's in game 0 and B's in game 1.
func TestTallyCount(t *testing.T) {
	var tally Tally
	tally.Count(0, Outcome{Seat: 0, Plies: 9, Turns: 5})
	tally.Count(1, Outcome{Seat: 0, Plies: 7, Turns: 4})
	tally.Count(2, Outcome{Seat: -1, Plies: 9, Turns: 9})
	tally.Count(3, Outcome{Seat: 0, Plies: 5, Turns: 5})
	want := Tally{Games: 4, Wins: 1, Draws: 1, Losses: 2, FirstWins: 3, Plies: 30, Turns: 23}
	if tally != want {
		t.Errorf("tally %+v, want %+v", tally, want)
	}
}
