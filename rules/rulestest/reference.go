package rulestest

import (
	"testing"

	"tessera/rules"
)

// Reference is a second model of a game's rules, written plainly from
// docs/rules.md without the fast position's tricks, which a test plays
// beside the position to find where the two part.
type Reference[P rules.Position] interface {
	// Check returns how the reference disagrees with s, or nil.
	Check(s P) error
	// Play plays a token the position played.
	Play(token string)
}

// PlayBeside plays s to the end of its game, each move one of its legal
// moves picked by choose, with ref played beside it, and fails t at the
// first position on which they disagree, naming where (the game, as "size
// 5, game 3") and the record up to it.
func PlayBeside[P rules.Position](t testing.TB, where string, s P, ref Reference[P], choose func(s P) rules.Move) {
	t.Helper()
	var record []string
	for {
		if err := ref.Check(s); err != nil {
			t.Fatalf("%s, after %q: %v", where, record, err)
		}
		if s.ToMove() == rules.NoPlayer {
			return
		}
		m := choose(s)
		record = append(record, s.Token(m))
		ref.Play(s.Token(m))
		s.Apply(m)
	}
}
