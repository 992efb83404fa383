package play

import (
	"strings"

	"tessera/rules"
)

// setupKey is the key=value word of a record that gives the position set
// up by hand the game starts from, as a share link's setup= does.
const setupKey = "setup"

// RecordText writes a game as text to export: the options that differ from
// the defaults as key=value words (and setup=text for a game from a
// position set up by hand), then the tokens, separated by spaces.
func RecordText(m *rules.Match) string {
	words := m.Options().NonDefault(m.Game())
	if m.Setup() != "" {
		words = append(words, setupKey+"="+m.Setup())
	}
	return strings.Join(append(words, m.Tokens()...), " ")
}

// ParseRecordText reads a record written by RecordText (or by hand: any
// white space separates words, key=value words come first, setup=text
// among them) for g and plays it. A refused token is a *rules.TokenError,
// wrapped.
func ParseRecordText(g rules.Game, text string) (*rules.Match, error) {
	words := rules.SplitRecord(text)
	n := 0
	for n < len(words) && strings.Contains(words[n], "=") {
		n++
	}
	var optWords []string
	setup := ""
	for _, w := range words[:n] {
		if v, ok := strings.CutPrefix(w, setupKey+"="); ok {
			setup = v
		} else {
			optWords = append(optWords, w)
		}
	}
	opts, err := rules.ParseOptionWords(g, optWords)
	if err != nil {
		return nil, err
	}
	m, err := rules.ReplayFrom(g, opts, setup, words[n:])
	if err != nil {
		return nil, rules.Wrap("play: the record cannot be played", err)
	}
	return m, nil
}
