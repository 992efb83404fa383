package rules

import (
	"strconv"
	"strings"
)

// TokenError reports the token of a record that could not be played.
type TokenError struct {
	Index int    // 0-based index of the token in the record
	Token string // the token as written
	Err   error  // why it was refused
}

func (e *TokenError) Error() string {
	return "token " + strconv.Itoa(e.Index) + " " + strconv.Quote(e.Token) + " refused: " + e.Err.Error()
}

func (e *TokenError) Unwrap() error { return e.Err }

// Say says which move of the record is refused and why, for a player.
func (e *TokenError) Say() string {
	return "Move " + strconv.Itoa(e.Index+1) + " cannot be played. " + Say(e.Err)
}

// Replay starts a match of g with opts and plays tokens in order. If a
// token is refused it returns the match as it stood before that token,
// together with a *TokenError; an error in opts returns a nil match.
func Replay(g Game, opts Options, tokens []string) (*Match, error) {
	return ReplayFrom(g, opts, "", tokens)
}

// ReplayFrom is Replay from the position setup sets up ("" for the initial
// position); an error in opts or setup returns a nil match.
func ReplayFrom(g Game, opts Options, setup string, tokens []string) (*Match, error) {
	m, err := NewMatchFrom(g, opts, setup)
	if err != nil {
		return nil, err
	}
	for i, t := range tokens {
		if err := m.Play(t); err != nil {
			return m, &TokenError{Index: i, Token: t, Err: err}
		}
	}
	return m, nil
}

// SplitRecord splits a record written as text (tokens separated by white
// space, as the referee reads and Export writes) into its tokens.
func SplitRecord(text string) []string {
	return strings.Fields(text)
}
