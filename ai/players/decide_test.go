package players_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tessera/ai"
	"tessera/ai/players"
	"tessera/rules"
	"tessera/rules/games"
)

// Decide answers legal moves from Allowed across thousands of positions of
// random Ur games, played with every option value.
func TestDecideLegal(t *testing.T) {
	g, err := games.Lookup("ur")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	positions := 0
	for game := 0; positions < 5000; game++ {
		opts := map[string]string{"pieces": string(rune('1' + game%7))}
		var tokens []string
		for {
			m, err := rules.Replay(g, rules.Options(opts), tokens)
			if err != nil {
				t.Fatal(err)
			}
			if m.Result().Over {
				break
			}
			legal := m.Legal()
			allowed := subset(r, legal)
			req := ai.Request{Game: "ur", Options: opts, Tokens: tokens, Allowed: allowed, Level: "random", Seed: r.Uint64()}
			reply, err := players.Decide(context.Background(), req)
			if err != nil {
				t.Fatalf("%+v: %v", req, err)
			}
			if !slices.Contains(allowed, reply.Token) {
				t.Fatalf("%+v: replied %q, not among the allowed", req, reply.Token)
			}
			req.Allowed = nil
			if reply, err = players.Decide(context.Background(), req); err != nil || !slices.Contains(legal, reply.Token) {
				t.Fatalf("%+v with any legal move: %q, %v; legal %v", req, reply.Token, err, legal)
			}
			tokens = append(tokens, reply.Token)
			positions++
		}
	}
}

// subset returns a random non-empty subset of tokens, shuffled.
func subset(r *rand.Rand, tokens []string) []string {
	var out []string
	for _, t := range tokens {
		if r.IntN(2) == 0 {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		out = append(out, tokens[r.IntN(len(tokens))])
	}
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// The reply depends on the request alone: not on the order of Allowed, and
// the seed picks among the moves.
func TestDecideDeterministic(t *testing.T) {
	req := ai.Request{Game: "ur", Tokens: []string{"2:L4", "2:R4"}, Level: "random"}
	seen := map[string]bool{}
	for seed := range uint64(50) {
		req.Seed = seed
		req.Allowed = nil
		a, err := players.Decide(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := players.Decide(context.Background(), req)
		if err != nil || a.Token != b.Token {
			t.Fatalf("seed %d: %v then %v (%v)", seed, a, b, err)
		}
		seen[a.Token] = true
	}
	if len(seen) < 2 {
		t.Errorf("50 seeds all chose %v", seen)
	}
}

func mustGame(t *testing.T, name string) rules.Game {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestDecideAllowedOrder(t *testing.T) {
	g := mustGame(t, "ur")
	m, err := rules.Replay(g, rules.DefaultOptions(g), []string{"4:L4"})
	if err != nil {
		t.Fatal(err)
	}
	legal := m.Legal()
	reversed := slices.Clone(legal)
	slices.Reverse(reversed)
	for seed := range uint64(20) {
		req := ai.Request{Game: "ur", Tokens: []string{"4:L4"}, Level: "random", Seed: seed, Allowed: legal}
		a, errA := players.Decide(context.Background(), req)
		req.Allowed = reversed
		b, errB := players.Decide(context.Background(), req)
		if errA != nil || errB != nil || a.Token != b.Token {
			t.Fatalf("seed %d: %v (%v) with Allowed sorted, %v (%v) reversed", seed, a, errA, b, errB)
		}
	}
}

func TestDecideErrors(t *testing.T) {
	ok := ai.Request{Game: "ur", Tokens: []string{"2:L4"}, Level: "random"}
	if _, err := players.Decide(context.Background(), ok); err != nil {
		t.Fatalf("the valid request: %v", err)
	}
	over := ai.Request{Game: "ur", Options: map[string]string{"pieces": "1"}, Level: "random",
		Tokens: strings.Fields("2:L4 2:R4 1:L2 0 0 2:R2 3:R0 2:L1 4:M2 3:M0 1:M3 2:M6 2:M4 1:R7 1:R6")}
	for name, tc := range map[string]struct {
		edit func(*ai.Request)
		want string
	}{
		"unknown game":    {func(r *ai.Request) { r.Game = "chess" }, "unknown game"},
		"unknown level":   {func(r *ai.Request) { r.Level = "grandmaster" }, "unknown level"},
		"unknown option":  {func(r *ai.Request) { r.Options = map[string]string{"colour": "red"} }, "unknown option"},
		"bad option":      {func(r *ai.Request) { r.Options = map[string]string{"pieces": "9"} }, "pieces"},
		"refused token":   {func(r *ai.Request) { r.Tokens = []string{"2:L4", "9:Q9"} }, "token 1"},
		"illegal allowed": {func(r *ai.Request) { r.Allowed = []string{"1:R4", "3:M3"} }, `"3:M3" is not a legal move`},
		"resign allowed":  {func(r *ai.Request) { r.Allowed = []string{rules.Resign} }, "not a legal move"},
		"game over":       {func(r *ai.Request) { *r = over }, "over"},
	} {
		req := ok
		tc.edit(&req)
		_, err := players.Decide(context.Background(), req)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "ai: ") {
			t.Errorf("%s: got error %v, want one starting \"ai: \" and containing %q", name, err, tc.want)
		}
	}
}

// A done context still gets a move, with the context's error: the random
// mover and every Ur level answer at once with their best so far.
func TestDecideCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, l := range players.Levels("ur") {
		req := ai.Request{Game: "ur", Tokens: []string{"2:L4", "3:R4"}, Allowed: rollTokens(t, []string{"2:L4", "3:R4"}, 2), Level: l.ID}
		reply, err := players.Decide(ctx, req)
		if !errors.Is(err, context.Canceled) || !slices.Contains(req.Allowed, reply.Token) {
			t.Errorf("%s: got %q, %v; want one of %v with context.Canceled", l.ID, reply.Token, err, req.Allowed)
		}
	}
}
