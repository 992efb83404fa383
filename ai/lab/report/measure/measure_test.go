package measure

import (
	"context"
	"math/rand/v2"
	"reflect"
	"sync/atomic"
	"testing"

	"tessera/ai"
	"tessera/ai/lab/report"
	"tessera/ai/match"
	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/games"
)

// fallback is an engine that plays the first move on offer and counts
// its calls.
type fallback struct{ calls *int }

func (f fallback) Choose(_ context.Context, _ rules.Position, moves []rules.Move, _ *rand.Rand) (rules.Move, error) {
	*f.calls++
	return moves[0], nil
}

// after plays tokens on an Iris board (side 7), telling s of each, and
// returns the position, white to choose.
func after(t *testing.T, s *mirrorSeat, tokens ...string) rules.Position {
	t.Helper()
	start, err := games.Start("iris", nil)
	if err != nil {
		t.Fatal(err)
	}
	pos := start()
	for _, tok := range tokens {
		m, err := pos.ParseToken(tok)
		if err != nil {
			t.Fatal(err)
		}
		s.Follow(match.Ply{Pos: pos, Move: m})
		pos.Apply(m)
	}
	return pos
}

// White answers black's first stone d4 (3,3) with its half-turn image
// (9,9) = j10; its x image is d4 itself, taken, so the fallback plays;
// and the second stone of white's turn has no k-th stone of black's turn
// to copy.
func TestMirrorSeat(t *testing.T) {
	b := report.Settings()["iris"].Board
	for _, c := range []struct {
		m      report.Mirror
		tokens []string
		want   string // "" for the fallback
	}{
		{report.HalfTurn, []string{"d4"}, "j10"},
		{report.ReflectX, []string{"d4"}, ""},
		{report.HalfTurn, []string{"d4", "j10"}, ""},
	} {
		var calls int
		var mirrored atomic.Int64
		s := &mirrorSeat{board: b, mirror: c.m, fallback: fallback{&calls}, mirrored: &mirrored}
		pos := after(t, s, c.tokens...)
		m, err := s.Choose(context.Background(), pos, pos.Legal(nil), rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		got := pos.Token(m)
		switch {
		case c.want != "" && (got != c.want || calls != 0 || mirrored.Load() != 1):
			t.Errorf("%v after %v: played %s (fallback called %d times), want %s", c.m, c.tokens, got, calls, c.want)
		case c.want == "" && calls != 1:
			t.Errorf("%v after %v: played %s without the fallback", c.m, c.tokens, got)
		}
	}
}

// In whole games against the random mover, on every board, each mirror
// plays only moves on offer (playGame refuses any other) and mirrors some.
func TestMirrorsPlayLegalMoves(t *testing.T) {
	for _, game := range []string{"iris", "ecalper", "carteso", "echelon"} {
		start, err := games.Start(game, nil)
		if err != nil {
			t.Fatal(err)
		}
		b := report.Settings()[game].Board
		for _, m := range report.Mirrors {
			var mirrored atomic.Int64
			rnd := engineSeat{random.Mover{}}
			for g := range 4 {
				s := &mirrorSeat{board: b, mirror: m, fallback: rnd, mirrored: &mirrored}
				seats := [2]ai.Engine{s, rnd}
				if g%2 == 1 {
					seats = [2]ai.Engine{rnd, s}
				}
				if _, err := playGame(context.Background(), start(), seats, seeded(5, g)); err != nil {
					t.Fatalf("%s, %v: %v", game, m, err)
				}
			}
			if mirrored.Load() == 0 && m != report.Copy && game != "echelon" {
				t.Errorf("%s, %v: no move mirrored in 4 games", game, m)
			}
		}
	}
}

// A small run is the same whatever its parallelism (the speed aside, as
// it is timed), and its counts add up.
func TestRunIsReproducible(t *testing.T) {
	for _, c := range []Config{
		{Game: "ur", Games: 6, LadderGames: 2, Ladder: []string{"random", "ur-massugu"}, League: []string{"random", "ur-massugu", "ur-ashikazu-6"}},
		{Game: "iris", Games: 4, Playouts: 20, LadderGames: 2, MirrorGames: 2, Ladder: []string{"random", "iris-mcts-300"}},
	} {
		var runs []*report.Report
		for _, parallel := range []int{1, 3} {
			c.Parallel, c.Seed = parallel, 11
			r, err := Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			r.Speed = random.Speed{}
			runs = append(runs, r)
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("%s: run on 1 and 3 goroutines differ:\n%+v\n%+v", c.Game, runs[0], runs[1])
		}
		r, sp := runs[0], runs[0].SelfPlay
		if sp.FirstWins+sp.SecondWins+sp.Draws != c.Games || sp.Length.N != c.Games {
			t.Errorf("%s: %d+%d+%d games of %d", c.Game, sp.FirstWins, sp.SecondWins, sp.Draws, c.Games)
		}
		played := 0
		for _, o := range sp.Openings {
			played += o.Played
		}
		if played != c.Games || len(r.Ladder) != len(c.Ladder)-1 || len(r.League) != len(c.League)*(len(c.League)-1)/2 {
			t.Errorf("%s: openings played %d, ladder %d, league %d", c.Game, played, len(r.Ladder), len(r.League))
		}
		if wantMirrors := map[string]int{"ur": 0, "iris": 4}[c.Game]; len(r.Mirrors) != wantMirrors || len(r.MirrorMoves) != wantMirrors {
			t.Errorf("%s: %d mirrors", c.Game, len(r.Mirrors))
		}
	}
}
