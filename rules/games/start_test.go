package games

import (
	"testing"

	"tessera/rules"
)

// Start checks the game and its options once, and makes a fresh initial
// position at each call.
func TestStart(t *testing.T) {
	if _, err := Start("chess", nil); err == nil {
		t.Error("Start accepted an unknown game")
	}
	if _, err := Start("iris", map[string]string{"size": "99"}); err == nil {
		t.Error("Start accepted a bad size")
	}
	start, err := Start("ur", map[string]string{"pieces": "2"})
	if err != nil {
		t.Fatal(err)
	}
	if a, b := start(), start(); a == b || a.ToMove() != rules.First {
		t.Error("Start does not make fresh initial positions")
	}
}
