package rules

import (
	"errors"
	"strings"
)

// Sayer is an error that says itself to a player: what is wrong, in the
// game's words, and what to do. Its Error stays for developers, prefixed
// with its package as Go errors are.
type Sayer interface {
	error
	// Say is one or more sentences for a player, as `Board size "9" is
	// not possible: choose a whole number from 5 to 8.`
	Say() string
}

// Said returns err with words for a player: Say(Said(err, words)) is
// words, and its Error and its chain stay err's.
func Said(err error, words string) error { return &said{err, words} }

type said struct {
	err   error
	words string
}

func (s *said) Error() string { return s.err.Error() }
func (s *said) Unwrap() error { return s.err }
func (s *said) Say() string   { return s.words }

// Say returns err in a player's words: the words of the first error in its
// chain that is a Sayer or, when none is, its message as a sentence
// without its package prefixes ("ur: ").
func Say(err error) string {
	if err == nil {
		return ""
	}
	var s Sayer
	if errors.As(err, &s) {
		return s.Say()
	}
	return sentence(Plain(err))
}

// Plain returns err's message without its package prefixes, at its start
// or after a colon: `iris: "z" is not a move: hexhex: bad` is `"z" is not
// a move: bad`. A prefix is a word of small letters followed by ": ".
func Plain(err error) string {
	var b strings.Builder
	s := withoutPrefixes(err.Error())
	for {
		before, after, found := strings.Cut(s, ": ")
		if !found {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(before + ": ")
		s = withoutPrefixes(after)
	}
}

// withoutPrefixes drops the package prefixes at the start of s.
func withoutPrefixes(s string) string {
	for {
		word, rest, found := strings.Cut(s, ": ")
		if !found || word == "" || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" {
			return s
		}
		s = rest
	}
}

// sentence makes s a sentence: a capital first letter, a full stop.
func sentence(s string) string {
	s = capital(strings.TrimSpace(s))
	if s != "" && !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
