package players_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/rules"
	"tessera/rules/games"
)

// winsAtOnce returns a move of pos after which the game is over, won by
// the player to move, and whether there is one.
func winsAtOnce(pos rules.Position) (rules.Move, bool) {
	me := pos.ToMove()
	for _, mv := range pos.Legal(nil) {
		next := pos.Clone()
		next.Apply(mv)
		if r := next.Result(); r.Over && r.Winner == me {
			return mv, true
		}
	}
	return 0, false
}

// withDefaults returns game and its default options.
func withDefaults(t *testing.T, game string) (rules.Game, rules.Options) {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	return g, rules.DefaultOptions(g)
}

// blunderPosition plays seeded random games of game until a position
// where the player to move can win at once and has a move after which
// the opponent can win at once instead, and returns the record to that
// position, the winning token and the blunder.
func blunderPosition(t *testing.T, game string) (tokens []string, win, blunder string) {
	t.Helper()
	g, opts := withDefaults(t, game)
	for seed := range uint64(200) {
		m, err := rules.NewMatch(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		var played []string
		for pos := m.Position(); !pos.Result().Over; pos = m.Position() {
			moves := pos.Legal(nil)
			if w, ok := winsAtOnce(pos); ok && len(moves) > 1 {
				for _, mv := range moves {
					next := pos.Clone()
					next.Apply(mv)
					r := next.Result()
					_, answered := winsAtOnce(next)
					lostAtOnce := r.Over && r.Winner != pos.ToMove()
					if lostAtOnce || !r.Over && answered && next.ToMove() != pos.ToMove() {
						return played, pos.Token(w), pos.Token(mv)
					}
				}
			}
			tok := pos.Token(moves[rng.IntN(len(moves))])
			if err := m.Play(tok); err != nil {
				t.Fatal(err)
			}
			played = append(played, tok)
		}
	}
	t.Skipf("%s: no position found with a win at once and a blunder", game)
	return nil, "", ""
}

// TestReviewMarksABlunder: in every game with an analyst, a position where
// the player to move could win at once but played a move that lets the
// opponent win at once is marked ?? (a loss of at least 10 points), and
// the evaluation names the winning move best.
func TestReviewMarksABlunder(t *testing.T) {
	// Carteso ends only after two passes in a row: its case is built by
	// hand. The first player passes; the second, ahead by the komi, wins
	// at once by passing too, and gives that up for an open game by
	// placing a stone.
	carteso := func(t *testing.T, _ string) ([]string, string, string) { return []string{"pass"}, "pass", "Bc3" }
	cases := map[string]func(*testing.T, string) ([]string, string, string){
		"ecalper": blunderPosition, "iris": blunderPosition, "echelon": blunderPosition, "carteso": carteso,
	}
	for game, build := range cases {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			tokens, win, blunder := build(t, game)
			checkWinsAtOnce(t, game, tokens, win)
			record := append(slices.Clone(tokens), blunder)
			reply, err := players.Review(context.Background(), ai.Request{Game: game, Tokens: record})
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(reply.Review, func(r ai.PlyReview) bool { return r.Ply == len(tokens) })
			if i < 0 {
				t.Fatalf("no review of the blunder %s at ply %d: %+v", blunder, len(tokens), reply.Review)
			}
			r := reply.Review[i]
			if r.Moves[0].Token != win && r.Moves[0].Chance < 0.99 {
				t.Errorf("best move %+v, want the win %s", r.Moves[0], win)
			}
			if r.Lost < 0.10 {
				t.Errorf("the blunder %s (the win was %s) lost %.3f, want at least 0.10 (??): %+v", blunder, win, r.Lost, r)
			}
		})
	}
}

// checkWinsAtOnce fails t unless win, played after tokens, ends game won
// by its player.
func checkWinsAtOnce(t *testing.T, game string, tokens []string, win string) {
	t.Helper()
	g, opts := withDefaults(t, game)
	m, err := rules.Replay(g, opts, append(slices.Clone(tokens), win))
	if err != nil {
		t.Fatal(err)
	}
	if r := m.Result(); !r.Over || r.Winner != m.Mover(len(tokens)) {
		t.Fatalf("%s after %v does not win at once: %+v", win, tokens, r)
	}
}
