package players_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"tessera/ai"
	"tessera/ai/iris"
	"tessera/ai/mcts"
	"tessera/ai/players"
	"tessera/rules"
	board "tessera/rules/iris"
)

// irisReq asks the Beginner level for a move on side 5 after tokens.
func irisReq(tokens ...string) ai.Request {
	return ai.Request{Game: "iris", Options: map[string]string{"size": "5"}, Tokens: tokens, Level: "iris-mcts-300", Seed: 5}
}

// irisMatch replays tokens on side 5.
func irisMatch(t *testing.T, tokens ...string) *rules.Match {
	t.Helper()
	m, err := rules.Replay(mustGame(t, "iris"), rules.Options{"size": "5"}, tokens)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Iris gets the random mover, then its tree-search levels in their order,
// and only those share their search out.
func TestIrisLevels(t *testing.T) {
	want := []string{"random"}
	for _, l := range iris.Levels() {
		want = append(want, l.ID)
	}
	var got []string
	for _, l := range players.Levels("iris") {
		got = append(got, l.ID)
		if got := players.Searches("iris", l.ID); got != (l.ID != "random") {
			t.Errorf("Searches(iris, %q) = %v", l.ID, got)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("Levels(iris) = %v, want %v", got, want)
	}
	for _, l := range players.Levels("ur") {
		if players.Searches("ur", l.ID) {
			t.Errorf("the Ur level %q shares a tree search", l.ID)
		}
	}
	if players.Searches("ur", "iris-mcts-300") || players.Searches("iris", "no-such-level") {
		t.Error("Searches answers for a level that does not play the game")
	}
}

// A shared search runs its part of the playout budget, rounded up, and
// lists every legal move; merged, the parts choose a legal move.
func TestSearchShares(t *testing.T) {
	req := irisReq("e5")
	legal := irisMatch(t, "e5").Legal()
	var all []mcts.Stats
	for share, want := range map[int]int{1: 300, 3: 100, 7: 43} {
		s, err := players.Search(context.Background(), req, share)
		if err != nil {
			t.Fatal(err)
		}
		if s.Playouts != want || len(s.Moves) != len(legal) {
			t.Errorf("shared %d ways: %d playouts over %d moves, want %d over the %d legal moves", share, s.Playouts, len(s.Moves), want, len(legal))
		}
		all = append(all, s)
	}
	r, err := mcts.Merge(all...).Reply(req.Allowed)
	if _, ok := slices.BinarySearch(legal, r.Token); err != nil || !ok {
		t.Errorf("Reply = %+v, %v; want a legal token", r, err)
	}
}

// Allowed tokens restrict the statistics, and so the choice; each move
// comes named.
func TestSearchAllowed(t *testing.T) {
	req := irisReq()
	req.Allowed = []string{"c3", "e5"}
	s, err := players.Search(context.Background(), req, 1)
	if err != nil {
		t.Fatal(err)
	}
	var tokens []string
	pos := irisMatch(t).Position()
	for _, m := range s.Moves {
		if m.Token != pos.Token(m.Move) {
			t.Errorf("move %d is named %q, want %q: the worker names its moves", m.Move, m.Token, pos.Token(m.Move))
		}
		tokens = append(tokens, m.Token)
	}
	slices.Sort(tokens)
	if !slices.Equal(tokens, req.Allowed) {
		t.Errorf("stats of %v, want those of %v", tokens, req.Allowed)
	}
	if r, err := s.Reply(req.Allowed); err != nil || !slices.Contains(req.Allowed, r.Token) {
		t.Errorf("Reply = %+v, %v; want one of %v", r, err, req.Allowed)
	}
}

// The second stone after a rim stone is forced: Search and Decide answer
// it at once, without a playout, even at the level that thinks by time.
func TestForcedStoneAtOnce(t *testing.T) {
	m := irisMatch(t, "e5")
	s := m.Position().(*board.State)
	rim := -1
	for _, mv := range s.Legal(nil) {
		if c, err := s.Layout().Hex().Parse(s.Token(mv)); err == nil && s.Layout().Perimeter().Has(s.Layout().Bit(c)) {
			rim = int(mv)
			break
		}
	}
	first := s.Token(rules.Move(rim))
	s.Apply(rules.Move(rim))
	forced, ok := s.Forced()
	if !ok {
		t.Fatalf("no forced stone after %s", first)
	}
	want := s.Layout().Hex().Name(forced)
	req := irisReq("e5", first)
	req.Level = "iris-mcts"
	st, err := players.Search(context.Background(), req, 1)
	if err != nil || st.Playouts != 0 || len(st.Moves) != 1 {
		t.Fatalf("Search = %+v, %v; want the one move, no playout", st, err)
	}
	for name, answer := range map[string]func() (ai.Reply, error){
		"Reply":  func() (ai.Reply, error) { return st.Reply(req.Allowed) },
		"Decide": func() (ai.Reply, error) { return players.Decide(context.Background(), req) },
	} {
		if r, err := answer(); err != nil || r.Token != want {
			t.Errorf("%s = %+v, %v; want the forced %s", name, r, err, want)
		}
	}
}

func TestSearchRefuses(t *testing.T) {
	for _, tc := range []struct {
		req   ai.Request
		share int
		want  string
	}{
		{ai.Request{Game: "iris", Level: "random"}, 1, "not a tree search"},
		{irisReq(), 0, "shared 0 ways"},
		{irisReq("zz9"), 1, "ai: "},
		{ai.Request{Game: "ur", Level: "iris-mcts"}, 1, "does not play ur"},
	} {
		if _, err := players.Search(context.Background(), tc.req, tc.share); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Search(%+v, %d) = %v, want an error with %q", tc.req, tc.share, err, tc.want)
		}
	}
	// The page judges the token when it plays it; Reply only refuses a
	// move the searches did not name, and one outside the allowed tokens.
	e5 := mustParse(t, irisMatch(t).Position(), "e5")
	allowed := irisReq()
	allowed.Allowed = []string{"c3"}
	for _, tc := range []struct {
		req ai.Request
		s   mcts.Stats
	}{
		{irisReq(), mcts.Stats{}},
		{irisReq(), mcts.Stats{Moves: []mcts.MoveStats{{Move: e5, Visits: 9}}}},
		{allowed, mcts.Stats{Moves: []mcts.MoveStats{{Move: e5, Token: "e5", Visits: 9}}}},
	} {
		if r, err := tc.s.Reply(tc.req.Allowed); err == nil {
			t.Errorf("Reply(allowed %v) from %+v = %+v, want an error", tc.req.Allowed, tc.s, r)
		}
	}
}

// mustParse returns the move of token in pos.
func mustParse(t *testing.T, pos rules.Position, token string) rules.Move {
	t.Helper()
	mv, err := pos.(*board.State).ParseToken(token)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

// Decide plays whole side-5 games of legal moves at the Beginner level.
func TestIrisBeginnerPlays(t *testing.T) {
	for seed := range uint64(2) {
		var tokens []string
		for {
			m := irisMatch(t, tokens...)
			if m.Result().Over {
				break
			}
			req := irisReq(tokens...)
			req.Seed = seed
			r, err := players.Decide(context.Background(), req)
			if _, ok := slices.BinarySearch(m.Legal(), r.Token); err != nil || !ok {
				t.Fatalf("after %v: Decide = %+v, %v; want a legal token", tokens, r, err)
			}
			tokens = append(tokens, r.Token)
		}
	}
}
