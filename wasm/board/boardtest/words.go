package boardtest

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"tessera/rules"
)

// Legal says whether token is a legal move in pos.
func Legal(pos rules.Position, token string) bool {
	m, err := pos.ParseToken(token)
	return err == nil && slices.Contains(pos.Legal(nil), m)
}

// Replay replays tokens in a game of g with opts, and fails t if they are
// no game.
func Replay(t testing.TB, g rules.Game, opts rules.Options, tokens ...string) *rules.Match {
	t.Helper()
	m, err := rules.Replay(g, opts, tokens)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// ReplaySized is Replay on a board of side size, the one option of the
// hex and square games' boards a view's tests set.
func ReplaySized(t testing.TB, g rules.Game, size int, tokens ...string) *rules.Match {
	t.Helper()
	return Replay(t, g, rules.Options{"size": strconv.Itoa(size)}, tokens...)
}

// Said is one case of a view's Say: after the plies Before, the words
// that tell what Token does.
type Said = struct {
	Before []string
	Token  string
	Want   string
}

// CheckSay checks say(before, token), a view's Say after the plies
// before, against each case.
func CheckSay(t *testing.T, say func(before []string, token string) string, cases []Said) {
	t.Helper()
	for _, c := range cases {
		if got := say(c.Before, c.Token); got != c.Want {
			t.Errorf("after %v, Say(%s) = %q, want %q", c.Before, c.Token, got, c.Want)
		}
	}
}

// ContainsAll checks that text, what name returned, holds each of wants.
func ContainsAll(t *testing.T, name, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s = %q, lacks %q", name, text, w)
		}
	}
}
