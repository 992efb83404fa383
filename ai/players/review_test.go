package players_test

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/ai/players"
	"tessera/rules/ur"
)

// randomRecord plays a seeded random Ur game of pieces to its end and
// returns its tokens and, per ply, whether its roll offered a choice.
func randomRecord(t *testing.T, pieces int, seed uint64) ([]string, []bool) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	s := ur.New(ur.Options{Pieces: pieces})
	var tokens []string
	var choice []bool
	for !s.Result().Over {
		moves := s.LegalFor(ur.Roll(rng), nil)
		m := moves[rng.IntN(len(moves))]
		tokens = append(tokens, s.Token(m))
		choice = append(choice, len(moves) > 1)
		s.Apply(m)
	}
	return tokens, choice
}

func TestReviewUr(t *testing.T) {
	tokens, choice := randomRecord(t, 3, 4)
	ctx := asset.With(context.Background(), asset.Dir("../../static/lazy"))
	reply, err := players.Review(ctx, ai.Request{Game: "ur", Options: map[string]string{"pieces": "3"}, Tokens: tokens})
	if err != nil {
		t.Fatal(err)
	}
	if reply.Note != "" {
		t.Errorf("note %q with the network at hand", reply.Note)
	}
	var want []int
	for i, c := range choice {
		if c {
			want = append(want, i)
		}
	}
	if len(reply.Review) != len(want) {
		t.Fatalf("%d plies reviewed, want the %d with a choice", len(reply.Review), len(want))
	}
	for k, pr := range reply.Review {
		if pr.Ply != want[k] {
			t.Fatalf("review %d is of ply %d, want %d", k, pr.Ply, want[k])
		}
		played := -1
		for j, m := range pr.Moves {
			if j > 0 && m.Chance > pr.Moves[j-1].Chance {
				t.Fatalf("ply %d: moves not best first: %+v", pr.Ply, pr.Moves)
			}
			if m.Token == tokens[pr.Ply] {
				played = j
			}
		}
		if played < 0 || len(pr.Moves) < 2 {
			t.Fatalf("ply %d: the move played %s is not among %+v", pr.Ply, tokens[pr.Ply], pr.Moves)
		}
		if lost := pr.Moves[0].Chance - pr.Moves[played].Chance; math.Abs(lost-pr.Lost) > 1e-12 || pr.Lost < 0 {
			t.Fatalf("ply %d: lost %v, want %v", pr.Ply, pr.Lost, lost)
		}
	}
}

func TestReviewErrors(t *testing.T) {
	for _, req := range []ai.Request{
		{Game: "chess"},
		{Game: "echelon", Tokens: []string{"zz9-zz8"}},
		{Game: "ur", Tokens: []string{"5:L4"}},
	} {
		if _, err := players.Review(context.Background(), req); err == nil {
			t.Errorf("%+v: no error", req)
		}
	}
	for _, game := range []string{"ur", "ecalper", "iris", "carteso", "echelon"} {
		if !players.HasReview(game) || !players.HasHints(game) {
			t.Errorf("%s: no review or no hints", game)
		}
	}
	if players.HasReview("chess") || players.Evaluates("chess") || players.Evaluates("ur") {
		t.Error("a review, or an analyst, where there is none")
	}
}
