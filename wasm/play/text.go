package play

import (
	"fmt"
	"strings"

	"tessera/rules"
)

// RecordText writes a game as text to export: the options that differ from
// the defaults as key=value words, then the tokens, separated by spaces.
func RecordText(m *rules.Match) string {
	words := m.Options().NonDefault(m.Game())
	return strings.Join(append(words, m.Tokens()...), " ")
}

// ParseRecordText reads a record written by RecordText (or by hand: any
// white space separates words, key=value words come first) for g and plays
// it. A refused token is a *rules.TokenError, wrapped.
func ParseRecordText(g rules.Game, text string) (*rules.Match, error) {
	words := rules.SplitRecord(text)
	n := 0
	for n < len(words) && strings.Contains(words[n], "=") {
		n++
	}
	opts, err := rules.ParseOptions(g, words[:n])
	if err != nil {
		return nil, err
	}
	m, err := rules.Replay(g, opts, words[n:])
	if err != nil {
		return nil, fmt.Errorf("play: the record cannot be played: %w", err)
	}
	return m, nil
}
