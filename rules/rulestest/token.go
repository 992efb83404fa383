// Package rulestest holds checks that the game packages' tests share,
// written once over the rules contract.
package rulestest

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"tessera/rules"
)

// CheckToken is the body of a game's token fuzz test: in m's position, a
// token ParseToken refuses gets an error starting with prefix (as "ur: ");
// one it reads writes back as itself, Play accepts it exactly when Legal
// lists it, and a refused token leaves the position as it was.
func CheckToken(t *testing.T, m *rules.Match, prefix, token string) {
	t.Helper()
	pos := m.Position()
	mv, err := pos.ParseToken(token)
	if err != nil {
		if !strings.HasPrefix(err.Error(), prefix) {
			t.Errorf("ParseToken(%q) error %q does not start with %q", token, err, prefix)
		}
		return
	}
	if got := pos.Token(mv); got != token {
		t.Errorf("ParseToken(%q) writes back as %q", token, got)
	}
	before := pos.Clone()
	legal := slices.Contains(pos.Legal(nil), mv)
	playErr := m.Play(token)
	if legal != (playErr == nil) {
		t.Errorf("%q: listed legal %v, but Play says %v", token, legal, playErr)
	}
	if playErr != nil && !reflect.DeepEqual(m.Position(), before) {
		t.Errorf("refused %q changed the position", token)
	}
}
