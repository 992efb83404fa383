package ecalperview

import "testing"

func TestCaptures(t *testing.T) {
	var v View
	pos := position(t, 5, opened...) // white may replace a marked black stone
	for token, want := range map[string]bool{"xa1": true, "swap": false} {
		if got := v.Captures(pos, token); got != want {
			t.Errorf("Captures(%s) = %v, want %v", token, got, want)
		}
	}
}
