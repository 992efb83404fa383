package players_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tessera/ai"
	"tessera/ai/catalogue"
	"tessera/ai/players"
	"tessera/ai/ur/levels"
	"tessera/rules"
	"tessera/rules/games"
)

func TestLevels(t *testing.T) {
	for _, g := range games.All() {
		lv := players.Levels(g.Name())
		if len(lv) == 0 || lv[0].ID != "random" {
			t.Errorf("Levels(%q) = %v, want the random mover first", g.Name(), lv)
		}
		for _, l := range lv {
			if l.Name == "" || l.Description == "" {
				t.Errorf("level %q lacks a name or description", l.ID)
			}
		}
	}
	if lv := players.Levels("no-such-game"); len(lv) != 0 {
		t.Errorf("Levels of an unknown game = %v, want none", lv)
	}
}

// Every level of every game is rated but the random mover (0, the scale's
// zero) and Ur's Deep (not measured), and the rated levels of a game rise
// with their number.
func TestRatings(t *testing.T) {
	unrated := map[string]bool{"random": true, "ur-expectimax": true}
	for _, g := range games.All() {
		last := 0
		for _, l := range players.Levels(g.Name()) {
			switch {
			case unrated[l.ID] != (l.Rating == 0):
				t.Errorf("%s: %s is rated %d", g.Name(), l.ID, l.Rating)
			case l.Rating == 0:
			case l.Rating <= last:
				t.Errorf("%s: %s is rated %d, not above the %d of a weaker level", g.Name(), l.ID, l.Rating, last)
			default:
				last = l.Rating
			}
		}
	}
}

// Every game marks exactly one default level, above the random mover, and
// the catalogue numbers its levels from 1, weakest first.
func TestDefaultAndNumber(t *testing.T) {
	for _, g := range games.All() {
		marked := 0
		for i, l := range players.Levels(g.Name()) {
			if l.Default {
				marked++
			}
			if n := catalogue.Number(g.Name(), l.ID); n != i+1 {
				t.Errorf("Number(%s, %s) = %d, want %d", g.Name(), l.ID, n, i+1)
			}
		}
		d := players.Default(g.Name())
		if marked != 1 || !d.Default || catalogue.Number(g.Name(), d.ID) < 2 {
			t.Errorf("%s: %d levels marked default, Default = %q", g.Name(), marked, d.ID)
		}
	}
	if n := catalogue.Number("ur", "iris-mcts-300"); n != 0 {
		t.Errorf("Number of another game's level = %d, want 0", n)
	}
	if d := players.Default("no-such-game"); d.ID != "" {
		t.Errorf("Default of an unknown game = %q, want none", d.ID)
	}
}

// Ur gets the random mover, then the Ur levels in their order.
func TestUrLevels(t *testing.T) {
	want := []string{"random"}
	for _, l := range levels.All() {
		want = append(want, l.ID)
	}
	var got []string
	for _, l := range players.Levels("ur") {
		got = append(got, l.ID)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Levels(ur) = %v, want %v", got, want)
	}
}

func TestLevelOfAnotherGame(t *testing.T) {
	_, err := players.Decide(context.Background(), ai.Request{Game: "chess", Level: "ur-massugu"})
	if err == nil || !strings.HasPrefix(err.Error(), "ai: ") || !strings.Contains(err.Error(), "does not play chess") {
		t.Errorf("an Ur level for chess: %v", err)
	}
}

// rollTokens returns the legal tokens after record for a throw of roll.
func rollTokens(t *testing.T, record []string, roll int) []string {
	t.Helper()
	g := mustGame(t, "ur")
	m, err := rules.Replay(g, rules.DefaultOptions(g), record)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, tok := range m.Legal() {
		if strings.HasPrefix(tok, strconv.Itoa(roll)) {
			out = append(out, tok)
		}
	}
	return out
}

// Every Ur level but the time-budgeted one plays whole seeded games of
// legal moves from the tokens of the roll thrown.
func TestUrLevelsPlay(t *testing.T) {
	for _, l := range players.Levels("ur") {
		if l.ID == "ur-expectimax" {
			continue // budgeted: covered by TestDecideCancelled and the browser test
		}
		r := rand.New(rand.NewPCG(3, uint64(len(l.ID))))
		var record []string
		for ply := 0; ply < 400; ply++ {
			g := mustGame(t, "ur")
			m, err := rules.Replay(g, rules.Options{"pieces": "3"}, record)
			if err != nil {
				t.Fatal(err)
			}
			if m.Result().Over {
				break
			}
			roll := r.IntN(5)
			var allowed []string
			for _, tok := range m.Legal() {
				if strings.HasPrefix(tok, strconv.Itoa(roll)) {
					allowed = append(allowed, tok)
				}
			}
			req := ai.Request{Game: "ur", Options: map[string]string{"pieces": "3"}, Tokens: record, Allowed: allowed, Level: l.ID, Seed: r.Uint64()}
			reply, err := players.Decide(context.Background(), req)
			if err != nil || !slices.Contains(allowed, reply.Token) {
				t.Fatalf("%s after %v: %q, %v; allowed %v", l.ID, record, reply.Token, err, allowed)
			}
			record = append(record, reply.Token)
		}
	}
}

func TestHint(t *testing.T) {
	if !players.HasHints("ur") || players.HasHints("chess") {
		t.Errorf("HasHints: ur %v, chess %v; want true, false", players.HasHints("ur"), players.HasHints("chess"))
	}
	record := []string{"2:L4", "3:R4"}
	allowed := rollTokens(t, record, 2)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, tc := range map[string]struct {
		ctx     context.Context
		allowed []string
	}{
		"after the roll":  {context.Background(), allowed},
		"hurried":         {ctx, allowed},
		"before the roll": {ctx, nil},
	} {
		reply, err := players.Hint(tc.ctx, ai.Request{Game: "ur", Tokens: record, Allowed: tc.allowed})
		if tc.ctx.Err() == nil && err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if reply.WinChance == nil || *reply.WinChance < 0 || *reply.WinChance > 1 {
			t.Errorf("%s: win chance %v, want one in [0, 1]", name, reply.WinChance)
		}
		if tc.allowed != nil && !slices.Contains(tc.allowed, reply.Token) {
			t.Errorf("%s: hint %q, want one of %v", name, reply.Token, tc.allowed)
		}
		if tc.allowed == nil && reply.Token != "" {
			t.Errorf("%s: hint %q before the roll, want the chance alone", name, reply.Token)
		}
	}
	if _, err := players.Hint(context.Background(), ai.Request{Game: "chess"}); err == nil || !strings.HasPrefix(err.Error(), "ai: ") {
		t.Errorf("a hint for chess: %v", err)
	}
}
