package play_test

import (
	"slices"
	"testing"
)

// TestRequestAsksAboutThisGame: the request names the game, its options and
// its tokens, and keeps its own copy of them.
func TestRequestAsksAboutThisGame(t *testing.T) {
	s := newSession(t, "3", nil, humans)
	tokens := []string{"2:L2"}
	req := s.Request(tokens)
	if req.Game != "ur" || req.Options["pieces"] != "3" || !slices.Equal(req.Tokens, tokens) {
		t.Fatalf("request %+v, want ur with pieces=3 after %v", req, tokens)
	}
	tokens[0] = "changed"
	if req.Tokens[0] != "2:L2" {
		t.Errorf("the request shares the caller's tokens: %v", req.Tokens)
	}
}
