package rules_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/ur"
)

// silentGame is Ur whose positions hide their Refusal: a position that is
// no rules.Refuser.
type silentGame struct{ ur.Game }

// silentPosition is an Ur position without Refusal.
type silentPosition struct{ rules.Position }

func (silentGame) New(opts rules.Options) (rules.Position, error) {
	pos, err := ur.Game{}.New(opts)
	return silentPosition{pos}, err
}

// TestPlayRefusal checks the refusal's words: the game's reason after a
// colon when its position is a rules.Refuser, the bare refusal otherwise.
func TestPlayRefusal(t *testing.T) {
	tests := []struct {
		game rules.Game
		want string
	}{
		{ur.Game{}, `ur: "2:M3" is not a legal move here: no piece of left's is on M3`},
		{silentGame{}, `ur: "2:M3" is not a legal move here`},
	}
	for _, tt := range tests {
		m, err := rules.NewMatch(tt.game, rules.Options{"pieces": "7"})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Play("2:M3"); err == nil || err.Error() != tt.want {
			t.Errorf("%T: Play(2:M3) = %v, want %q", tt.game, err, tt.want)
		}
	}
}
