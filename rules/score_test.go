package rules_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/ecalper"
	"tessera/rules/echelon"
	"tessera/rules/iris"
	"tessera/rules/ur"
)

// Each game's score says each player's part in words, as the page's score
// line and the share page's description show it.
func TestScoreSides(t *testing.T) {
	for _, c := range []struct {
		score         rules.Score
		first, second string
	}{
		{ur.Score{Left: 2, Right: 0}, "2", "0"},
		{iris.Score{Black: []int{8, 5, 1}, White: []int{}}, "8, 5, 1", "none"},
		{ecalper.Score{Black: ecalper.Side{Largest: 5, Groups: 2}, White: ecalper.Side{Largest: 7, Groups: 1}}, "groups 2, largest 5", "groups 1, largest 7"},
		{carteso.Score{Vertical: 12, Horizontal: 65}, "12", "6.5"},
		{carteso.Score{Vertical: 0, Horizontal: -5}, "0", "-0.5"},
		{echelon.Score{}, "", ""},
	} {
		if got := [2]string{c.score.Side(rules.First), c.score.Side(rules.Second)}; got != [2]string{c.first, c.second} {
			t.Errorf("%#v: sides %q, want %q and %q", c.score, got, c.first, c.second)
		}
	}
}
